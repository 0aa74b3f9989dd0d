import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CommitOnRelease() {
  const [value, setValue] = React.useState(40);
  const [saved, setSaved] = React.useState(40);
  const [saves, setSaves] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Typography id="commit-volume-label">Notification volume</Typography>
      <Slider
        aria-labelledby="commit-volume-label"
        value={value}
        // Every step of a drag, and every arrow key press.
        onChange={(event, next) => setValue(next as number)}
        // Once, when the pointer is released (a key press commits at once).
        onChangeCommitted={(event, next) => {
          setSaved(next as number);
          setSaves((count) => count + 1);
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        Saved: {saved} (saved {saves} {saves === 1 ? 'time' : 'times'})
      </Typography>
    </Stack>
  );
}
