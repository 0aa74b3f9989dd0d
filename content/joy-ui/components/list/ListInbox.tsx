import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';

const initial = [
  {
    id: 1,
    from: 'Greta Lund',
    subject: 'Kitchen quote',
    preview: 'Attached is the revised quote with the oak worktop…',
    unread: true,
  },
  {
    id: 2,
    from: 'City library',
    subject: 'Your reservation',
    preview: 'The book you reserved is ready to collect until Friday.',
    unread: false,
  },
  {
    id: 3,
    from: 'Dev Sharma',
    subject: 'Slides for Monday',
    preview: 'I moved the budget part to the end, see what you think.',
    unread: true,
  },
];

export default function ListInbox() {
  const [messages, setMessages] = React.useState(initial);
  const [selected, setSelected] = React.useState<number | null>(null);
  return (
    <List
      aria-label="Inbox"
      variant="outlined"
      sx={{ width: 380, maxWidth: '100%', borderRadius: 'sm', '--ListItem-paddingY': '0.5rem' }}
    >
      {messages.map((message, index) => (
        <React.Fragment key={message.id}>
          <ListItem
            // A ListDivider between items would be an li with role="separator", which a list may not
            // hold; a border on the item draws the same line.
            sx={index > 0 ? { borderTop: '1px solid', borderColor: 'divider' } : undefined}
            endAction={
              <IconButton
                size="sm"
                variant="plain"
                aria-label={`Archive the message from ${message.from}`}
                onClick={() => setMessages((list) => list.filter((item) => item.id !== message.id))}
              >
                <ArchiveOutlined />
              </IconButton>
            }
          >
            <ListItemButton
              selected={selected === message.id}
              onClick={() => {
                setSelected(message.id);
                setMessages((list) =>
                  list.map((item) => (item.id === message.id ? { ...item, unread: false } : item)),
                );
              }}
            >
              <ListItemContent>
                <Typography level="title-sm" sx={{ fontWeight: message.unread ? 'lg' : 'md' }}>
                  {message.from}
                  {message.unread && (
                    <Box component="span" sx={visuallyHidden}>
                      , unread
                    </Box>
                  )}
                </Typography>
                <Typography level="body-sm" noWrap>
                  {message.subject}: {message.preview}
                </Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
