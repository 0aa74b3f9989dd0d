import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar, { SnackbarCloseReason, SnackbarProps } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const transitions: { name: string; component: SnackbarProps['TransitionComponent'] }[] = [
  { name: 'Grow (default)', component: Grow },
  { name: 'Fade', component: Fade },
  // The snackbar tells Slide its direction: up from the bottom here.
  { name: 'Slide', component: Slide },
];

export default function SnackbarTransitions() {
  const [state, setState] = React.useState({ open: false, index: 0 });
  const current = transitions[state.index] ?? transitions[0];

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setState((previous) => ({ ...previous, open: false }));
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {transitions.map((transition, index) => (
        <Button
          key={transition.name}
          variant="outlined"
          onClick={() => setState({ open: true, index })}
        >
          {transition.name}
        </Button>
      ))}
      <Snackbar
        open={state.open}
        onClose={handleClose}
        autoHideDuration={4000}
        TransitionComponent={current?.component}
        // A new key per transition, so switching mid-way mounts a fresh snackbar.
        key={current?.name}
        message={`Photo uploaded (${current?.name ?? ''})`}
      />
    </Stack>
  );
}
