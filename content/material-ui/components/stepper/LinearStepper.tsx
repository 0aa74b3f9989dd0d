import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Shipping', 'Gift message', 'Payment'];
const optionalStep = 2;

export default function LinearStepper() {
  const [activeStep, setActiveStep] = React.useState(1);
  const [alternative, setAlternative] = React.useState(false);
  const done = activeStep === steps.length;

  return (
    <Box>
      <Stepper activeStep={activeStep} alternativeLabel={alternative}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              optional={
                index === optionalStep ? <Typography variant="caption">Optional</Typography> : null
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ marginBlock: 3 }}>
        {done
          ? 'Order placed. A confirmation is on its way to your inbox.'
          : `Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={alternative} onChange={(e) => setAlternative(e.target.checked)} />
          }
          label="alternativeLabel"
          sx={{ marginInlineEnd: 'auto' }}
        />
        {done ? (
          <Button onClick={() => setActiveStep(0)}>Start over</Button>
        ) : (
          <>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
              Back
            </Button>
            {activeStep === optionalStep && (
              <Button onClick={() => setActiveStep((step) => step + 1)}>Skip</Button>
            )}
            <Button variant="contained" onClick={() => setActiveStep((step) => step + 1)}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
