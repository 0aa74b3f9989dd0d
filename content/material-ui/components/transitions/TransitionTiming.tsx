import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';

type Easing = 'easeInOut' | 'easeOut' | 'easeIn' | 'sharp';
type Duration = 'shortest' | 'standard' | 'complex';

export default function TransitionTiming() {
  const theme = useTheme();
  const [shown, setShown] = React.useState(true);
  const [easing, setEasing] = React.useState<Easing>('easeOut');
  const [duration, setDuration] = React.useState<Duration>('standard');

  const ms = theme.transitions.duration[duration];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <FormControl>
          <FormLabel id="timing-easing">easing</FormLabel>
          <RadioGroup
            aria-labelledby="timing-easing"
            value={easing}
            onChange={(event) => setEasing(event.target.value as Easing)}
          >
            {(['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const).map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio size="small" />}
                label={name}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="timing-duration">timeout</FormLabel>
          <RadioGroup
            aria-labelledby="timing-duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value as Duration)}
          >
            {(['shortest', 'standard', 'complex'] as const).map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio size="small" />}
                label={`${name} (${theme.transitions.duration[name]} ms)`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <div>
        <Button variant="outlined" onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide the card' : 'Show the card'}
        </Button>
      </div>
      <Box sx={{ height: 120 }}>
        <Grow
          in={shown}
          timeout={ms}
          easing={theme.transitions.easing[easing]}
          style={{ transformOrigin: 'center top' }}
        >
          <Paper variant="outlined" sx={{ padding: 2, width: 240 }}>
            Easing {easing}, timeout {ms} ms.
          </Paper>
        </Grow>
      </Box>
    </Stack>
  );
}
