import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const starters = ['Call the plumber', 'Return library books', 'Water the fern'];
const ideas = ['Book a dentist visit', 'Renew bike insurance', 'Order birdseed', 'Print tickets'];

// Fab "large" is 56px tall and sits 16px from the bottom: the snackbar starts 16px above it.
const FAB_CLEARANCE = 16 + 56 + 16;

export default function FabSnackbar() {
  const [tasks, setTasks] = React.useState(starters);
  const [open, setOpen] = React.useState(false);
  const [added, setAdded] = React.useState(0);
  const titleId = React.useId();

  const addTask = () => {
    setTasks((current) => [...current, ideas[added % ideas.length] ?? 'New errand']);
    setAdded((count) => count + 1);
    setOpen(true);
  };

  const undo = () => {
    setTasks((current) => current.slice(0, -1));
    setOpen(false);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        width: '100%',
        maxWidth: 380,
        height: 340,
        mx: 'auto',
      }}
    >
      <Typography id={titleId} sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        Errands
      </Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{ height: 280, overflowY: 'auto', pb: `${FAB_CLEARANCE}px` }}
      >
        <List dense>
          {tasks.map((task, index) => (
            <ListItem key={`${task}-${index}`}>
              <ListItemText primary={task} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab
        color="primary"
        aria-label="Add errand"
        onClick={addTask}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <AddIcon />
      </Fab>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message="Errand added"
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
        // Breakpoint objects, so these win over the snackbar's own `sm` offsets.
        sx={{
          position: 'absolute',
          bottom: { xs: FAB_CLEARANCE },
          left: { xs: 8 },
          right: { xs: 8 },
        }}
      />
    </Paper>
  );
}
