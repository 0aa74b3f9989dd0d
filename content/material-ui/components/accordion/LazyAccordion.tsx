import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const events = Array.from({ length: 120 }, (_, index) => {
  const minutes = index * 7;
  const time = `${String(8 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const actions = ['signed in', 'edited the budget', 'commented on Q3 plan', 'exported a report'];
  const people = ['Ana', 'Bilal', 'Chen', 'Dora', 'Emeka'];
  return { id: index, time, text: `${people[index % 5]} ${actions[index % 4]}` };
});

function ActivityLog({ onMount }: { onMount: () => void }) {
  React.useEffect(onMount, [onMount]);
  return (
    <List dense aria-label="Activity today" sx={{ maxHeight: 200, overflowY: 'auto' }}>
      {events.map((event) => (
        <ListItem key={event.id}>
          <ListItemText primary={event.text} secondary={event.time} />
        </ListItem>
      ))}
    </List>
  );
}

export default function LazyAccordion() {
  const [expanded, setExpanded] = React.useState(false);
  const [mounts, setMounts] = React.useState(0);
  const handleMount = React.useCallback(() => setMounts((count) => count + 1), []);

  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={(_event, isExpanded) => setExpanded(isExpanded)}
        slotProps={{ heading: headingSlot, transition: { unmountOnExit: true } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="activity-log-header"
          // While closed the panel is not in the page, so there is nothing to point at.
          aria-controls={expanded ? 'activity-log-content' : undefined}
        >
          <Typography component="span">Activity today (120 events)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <ActivityLog onMount={handleMount} />
        </AccordionDetails>
      </Accordion>
      <Typography
        variant="body2"
        role="status"
        sx={{ marginBlockStart: 1.5, color: 'text.secondary' }}
      >
        The log has been rendered {mounts} {mounts === 1 ? 'time' : 'times'}.
      </Typography>
    </div>
  );
}
