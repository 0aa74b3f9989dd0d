import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import MicIcon from '@mui/icons-material/Mic';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ChecklistIcon from '@mui/icons-material/Checklist';

const actions = [
  { name: 'Voice memo', icon: <MicIcon /> },
  { name: 'Photo', icon: <PhotoCameraIcon /> },
  { name: 'Checklist', icon: <ChecklistIcon /> },
];

export default function NotesSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string[]>([]);

  const create = (kind: string) => {
    setCreated((list) => [...list, kind]);
    setOpen(false);
  };

  return (
    <Box sx={{ height: 320, position: 'relative' }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {created.length ? `Created: ${created.join(', ')}` : 'No notes yet.'}
      </Typography>
      <SpeedDial
        ariaLabel="New note"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        FabProps={{
          color: 'secondary',
          onClick: () => {
            if (open) create('Text note');
          },
        }}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => create(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
