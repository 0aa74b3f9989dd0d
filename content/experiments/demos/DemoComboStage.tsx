import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

export default function DemoComboStage() {
  const [round, setRound] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          bgcolor: 'secondary.main',
          borderRadius: round ? '50%' : 1,
          transition: 'border-radius 200ms',
        }}
      />
      <FormControlLabel
        control={<Switch checked={round} onChange={(event) => setRound(event.target.checked)} />}
        label="Round"
      />
      <Typography variant="caption">A roomy stage, at most 420 px wide.</Typography>
    </Stack>
  );
}
