import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import { stepIconClasses } from '@mui/material/StepIcon';
import StepLabel, { stepLabelClasses } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const stages = ['Draft', 'Legal review', 'Sign-off', 'Published'];

export default function StepStateColours() {
  const [activeStep, setActiveStep] = React.useState(2);

  return (
    <Box>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        sx={(theme) => ({
          // The same state classes a theme override would target, for this stepper only.
          [`& .${stepIconClasses.root}.${stepIconClasses.completed}`]: {
            color: (theme.vars ?? theme).palette.success.main,
          },
          [`& .${stepLabelClasses.label}.${stepLabelClasses.active}`]: { fontWeight: 600 },
        })}
      >
        {stages.map((stage) => (
          <Step key={stage}>
            <StepLabel>{stage}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, marginBlockStart: 2 }}>
        <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
          Back
        </Button>
        <Button
          variant="outlined"
          disabled={activeStep === stages.length}
          onClick={() => setActiveStep((step) => step + 1)}
        >
          Next stage
        </Button>
      </Box>
    </Box>
  );
}
