import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const calendars = [
  { id: 'work', name: 'Work', owner: 'ines@example.com', color: '#1565c0' },
  { id: 'family', name: 'Family', owner: 'shared by Tomás', color: '#2e7d32' },
  { id: 'football', name: 'Football club', owner: 'shared by the club', color: '#ad1457' },
];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [calendar, setCalendar] = React.useState('work');
  const current = calendars.find((entry) => entry.id === calendar);

  const choose = (id: string) => {
    setCalendar(id);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
        New events go to: {current?.name}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change calendar
      </Button>
      {/* No actions row: choosing an item is the answer, Escape or a click outside cancels. */}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="calendar-dialog-title">
        <DialogTitle id="calendar-dialog-title">Add new events to</DialogTitle>
        <List sx={{ paddingBlockStart: 0 }}>
          {calendars.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton
                autoFocus={entry.id === calendar}
                selected={entry.id === calendar}
                onClick={() => choose(entry.id)}
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: entry.color, color: '#fff' }} aria-hidden>
                    {entry.name[0]}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={entry.name} secondary={entry.owner} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton onClick={() => setOpen(false)}>
              <ListItemAvatar>
                <Avatar aria-hidden>
                  <AddIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary="Create a calendar" />
            </ListItemButton>
          </ListItem>
        </List>
      </Dialog>
    </div>
  );
}
