import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = ['Account', 'Workspace', 'Invite team', 'Done'];

export default function StepperProgress() {
  const [active, setActive] = React.useState(1);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Stepper>
        {steps.map((label, index) => {
          const completed = index < active;
          const current = index === active;
          return (
            <Step
              key={label}
              orientation="vertical"
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
              <StepButton
                onClick={() => setActive(index)}
                disabled={index > active}
                aria-current={current ? 'step' : undefined}
              >
                {label}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive((value) => value - 1)}
        >
          Back
        </Button>
        <Button
          disabled={active === steps.length - 1}
          onClick={() => setActive((value) => value + 1)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
