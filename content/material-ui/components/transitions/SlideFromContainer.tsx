import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Add payment details', 'Confirm'];

export default function SlideFromContainer() {
  const [step, setStep] = React.useState(0);
  const [direction, setDirection] = React.useState<'left' | 'right'>('left');
  const container = React.useRef<HTMLDivElement>(null);

  const go = (next: number) => {
    setDirection(next > step ? 'left' : 'right');
    setStep(next);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Box
        ref={container}
        sx={{
          position: 'relative',
          height: 96,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {steps.map((label, i) => (
          <Slide
            key={label}
            in={i === step}
            direction={i === step ? direction : direction === 'left' ? 'right' : 'left'}
            container={container.current}
            mountOnEnter
            unmountOnExit
          >
            <Box sx={{ position: 'absolute', inset: 0, p: 2 }}>
              <Typography variant="overline" component="p">
                Step {i + 1} of {steps.length}
              </Typography>
              <Typography variant="h6" component="p">
                {label}
              </Typography>
            </Box>
          </Slide>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={step === 0} onClick={() => go(step - 1)}>
          Back
        </Button>
        <Button
          variant="contained"
          disabled={step === steps.length - 1}
          onClick={() => go(step + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
