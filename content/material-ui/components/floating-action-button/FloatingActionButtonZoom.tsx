import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';

const views = [
  {
    label: 'Contacts',
    text: 'Your address book: 128 people.',
    fab: { color: 'primary', label: 'Add contact', icon: <AddIcon /> },
  },
  {
    label: 'Notes',
    text: 'Three notes, last edited this morning.',
    fab: { color: 'secondary', label: 'Edit notes', icon: <EditIcon /> },
  },
  {
    label: 'Archive',
    text: 'Everything older than a year.',
    fab: { color: 'inherit', label: 'Back to top', icon: <UpIcon /> },
  },
] as const;

export default function FloatingActionButtonZoom() {
  const theme = useTheme();
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  const transitionDuration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        minHeight: 220,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Views"
      >
        {views.map((view, index) => (
          <Tab
            key={view.label}
            label={view.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {views.map((view, index) => (
        <Box
          key={view.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ padding: 3 }}
        >
          <Typography>{view.text}</Typography>
        </Box>
      ))}
      {views.map((view, index) => (
        <Zoom
          key={view.label}
          in={value === index}
          timeout={transitionDuration}
          style={{ transitionDelay: `${value === index ? transitionDuration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            aria-label={view.fab.label}
            color={view.fab.color}
            sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
          >
            {view.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
