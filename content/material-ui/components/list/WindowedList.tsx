import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

const ROW_HEIGHT = 44;
const VIEWPORT_HEIGHT = 308; // seven rows
const OVERSCAN = 4; // rows mounted above and below the visible ones

const forenames = ['Aiko', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farah', 'Gustav', 'Hana', 'Idris'];
const surnames = ['Abebe', 'Brennan', 'Costa', 'Dahl', 'Eze', 'Fischer', 'Garcia', 'Haddad'];

// 2,000 members of a sports club, generated so the demo needs no data file.
const members = Array.from({ length: 2000 }, (_, index) => ({
  number: 10001 + index,
  name: `${forenames[index % forenames.length]} ${surnames[(index * 7) % surnames.length]}`,
}));

export default function WindowedList() {
  const titleId = React.useId();
  const [scrollTop, setScrollTop] = React.useState(0);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    members.length,
    Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN,
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id={titleId} gutterBottom>
        Club members
      </Typography>
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{
          height: VIEWPORT_HEIGHT,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {/* As tall as every row together, so the scroll bar is right from the start. */}
        <Box sx={{ height: members.length * ROW_HEIGHT, position: 'relative' }}>
          <List
            disablePadding
            aria-labelledby={titleId}
            sx={{ position: 'absolute', insetInline: 0, top: first * ROW_HEIGHT }}
          >
            {members.slice(first, last).map((member, offset) => (
              <ListItem
                key={member.number}
                divider
                aria-setsize={members.length}
                aria-posinset={first + offset + 1}
                sx={{ height: ROW_HEIGHT, justifyContent: 'space-between', gap: 2 }}
              >
                <span>{member.name}</span>
                <Box
                  component="span"
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                >
                  No. {member.number}
                </Box>
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginTop: 1 }}>
        {members.length.toLocaleString('en')} members; rows {first + 1} to {last} are in the page.
      </Typography>
    </Box>
  );
}
