import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = ['Cart', 'Address', 'Delivery', 'Payment', 'Review'];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export default function StepperCompact() {
  const [active, setActive] = React.useState(2);
  return (
    <Box sx={{ width: '100%', maxWidth: 390, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {/* On a narrow screen only the current step shows its label; the others keep theirs for
          screen readers. */}
      <Stepper size="sm">
        {steps.map((label, index) => {
          const completed = index < active;
          const current = index === active;
          return (
            <Step
              key={label}
              completed={completed}
              active={current}
              indicator={
                <StepIndicator
                  variant={completed || current ? 'solid' : 'outlined'}
                  color={completed ? 'success' : current ? 'primary' : 'neutral'}
                >
                  {completed ? <CheckRounded /> : index + 1}
                </StepIndicator>
              }
            >
              <Box
                component="span"
                aria-current={current ? 'step' : undefined}
                sx={current ? { fontWeight: 'lg' } : visuallyHidden}
              >
                {label}
                {completed && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (done)
                  </Box>
                )}
              </Box>
            </Step>
          );
        })}
      </Stepper>
      <Typography level="body-sm" component="p">
        Step {active + 1} of {steps.length}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive((value) => value - 1)}
        >
          Back
        </Button>
        <Button
          size="sm"
          disabled={active === steps.length - 1}
          onClick={() => setActive((value) => value + 1)}
        >
          Continue
        </Button>
      </Box>
    </Box>
  );
}
