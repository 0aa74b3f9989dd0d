import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Name your workspace', field: 'Workspace name', placeholder: 'Acme design team' },
  {
    label: 'Invite teammates',
    field: 'Email addresses',
    placeholder: 'sam@acme.com, lee@acme.com',
  },
  { label: 'Connect a repository', field: 'Repository URL', placeholder: 'github.com/acme/site' },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState(['', '', '']);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel
              optional={index > 0 ? <Typography variant="caption">Optional</Typography> : null}
            >
              {step.label}
            </StepLabel>
            <StepContent>
              <TextField
                size="small"
                fullWidth
                label={step.field}
                placeholder={step.placeholder}
                value={values[index]}
                onChange={(event) =>
                  setValues((list) =>
                    list.map((value, i) => (i === index ? event.target.value : value)),
                  )
                }
                sx={{ marginBlock: 1 }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={index === 0 && !values[0]?.trim()}
                  onClick={() => setActiveStep(index + 1)}
                >
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Box role="status" sx={{ paddingBlock: 2 }}>
          <Typography>{`“${values[0]}” is ready.`}</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ marginTop: 1 }}>
            Edit setup
          </Button>
        </Box>
      )}
    </Box>
  );
}
