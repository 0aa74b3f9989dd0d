import * as React from 'react';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledUncontrolled() {
  // Controlled: the state lives here, so two components can share it.
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Uncontrolled: defaultValue
        </Typography>
        <Slider defaultValue={60} aria-label="Brightness" valueLabelDisplay="auto" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The slider keeps its own value; nothing else knows it.
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Controlled: value + onChange
        </Typography>
        <Slider
          value={volume}
          onChange={(_event, next) => setVolume(next as number)}
          aria-label="Volume"
        />
        <TextField
          label="Volume"
          type="number"
          size="small"
          value={volume}
          onChange={(event) => setVolume(Math.min(100, Math.max(0, Number(event.target.value))))}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ mt: 1, width: 120 }}
        />
      </Paper>
    </Stack>
  );
}
