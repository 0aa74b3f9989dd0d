import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';

const actions = [
  { icon: <NoteAddIcon />, name: 'New note' },
  { icon: <TaskAltIcon />, name: 'New task' },
  { icon: <EventIcon />, name: 'New event' },
];

export default function ClickOnlySpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);

  // Open only on a click or Enter/Space, not when the pointer or the focus arrives.
  const handleOpen: SpeedDialProps['onOpen'] = (event, reason) => {
    if (reason === 'toggle') {
      setOpen(true);
    }
  };

  // Close on everything except the pointer leaving: a slow hand does not lose the menu.
  const handleClose: SpeedDialProps['onClose'] = (event, reason) => {
    if (reason !== 'mouseLeave') {
      setOpen(false);
    }
  };

  return (
    <Box sx={{ height: 300, position: 'relative' }}>
      <Typography variant="body2" role="status">
        {created ? `${created} created` : 'Nothing created yet'}
      </Typography>
      <SpeedDial
        ariaLabel="Quick create"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={handleOpen}
        onClose={handleClose}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => {
              setCreated(action.name.replace('New ', 'A '));
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
