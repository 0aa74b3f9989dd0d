import * as React from 'react';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tips = [
  'Press / anywhere to jump to the search box.',
  'Drag a card onto a column header to move it to the top.',
  'Hold Shift while scrolling a board to scroll sideways.',
  'Type @ in a comment to mention a teammate.',
];

function RandomTip() {
  // A random pick differs between the server and the browser: render it in the browser only.
  const [index, setIndex] = React.useState(() => Math.floor(Math.random() * tips.length));
  return (
    <>
      <Typography>{tips[index]}</Typography>
      <Button size="small" onClick={() => setIndex((index + 1) % tips.length)}>
        Next tip
      </Button>
    </>
  );
}

export default function RandomTipNoSsr() {
  return (
    <Paper variant="outlined" sx={{ padding: 2, maxWidth: 420 }}>
      <Typography variant="overline" component="p">
        Tip of the day
      </Typography>
      <NoSsr fallback={<Typography sx={{ color: 'text.secondary' }}>Loading a tip…</Typography>}>
        <RandomTip />
      </NoSsr>
    </Paper>
  );
}
