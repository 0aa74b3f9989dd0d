import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = ['Contact', 'Delivery', 'Review'];

interface Values {
  email: string;
  postcode: string;
}

// Returns an error message per field of the given step, or an empty object when it is valid.
function validate(step: number, values: Values): Partial<Record<keyof Values, string>> {
  if (step === 0 && !/^\S+@\S+\.\S+$/.test(values.email)) {
    return { email: 'Enter an email address like name@example.com.' };
  }
  if (step === 1 && !/^\d{4,5}$/.test(values.postcode)) {
    return { postcode: 'Enter a postcode of 4 or 5 digits.' };
  }
  return {};
}

export default function ValidatedStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState<Values>({ email: '', postcode: '' });
  const [errors, setErrors] = React.useState<Partial<Record<keyof Values, string>>>({});
  const [failedSteps, setFailedSteps] = React.useState<number[]>([]);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const navigated = React.useRef(false);
  const [placed, setPlaced] = React.useState(false);

  React.useEffect(() => {
    // After Back or Next, start the reader at the new step's heading (not on first render).
    if (navigated.current) headingRef.current?.focus();
  }, [activeStep]);

  const goTo = (step: number) => {
    navigated.current = true;
    setActiveStep(step);
  };

  const handleNext = () => {
    const stepErrors = validate(activeStep, values);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) {
      setFailedSteps((current) =>
        current.includes(activeStep) ? current : [...current, activeStep],
      );
      return;
    }
    setFailedSteps((current) => current.filter((step) => step !== activeStep));
    goTo(activeStep + 1);
  };

  const change = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => {
          const failed = failedSteps.includes(index);
          return (
            <Step key={label}>
              <StepLabel
                error={failed}
                optional={
                  failed ? (
                    <Typography variant="caption" color="error">
                      Needs attention
                    </Typography>
                  ) : null
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Box sx={{ marginBlockStart: 3 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="subtitle1"
          component="h3"
          sx={{ outline: 0 }}
        >
          Step {activeStep + 1} of {steps.length}: {steps[activeStep]}
        </Typography>
        {activeStep === 0 ? (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            fullWidth
            margin="normal"
          />
        ) : null}
        {activeStep === 1 ? (
          <TextField
            label="Postcode"
            autoComplete="postal-code"
            value={values.postcode}
            onChange={change('postcode')}
            error={Boolean(errors.postcode)}
            helperText={errors.postcode ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            margin="normal"
          />
        ) : null}
        {activeStep === 2 ? (
          <Typography sx={{ marginBlock: 2 }}>
            Sending to {values.email}, delivering to postcode {values.postcode}.
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button disabled={activeStep === 0} onClick={() => goTo(activeStep - 1)}>
            Back
          </Button>
          {activeStep < steps.length - 1 ? (
            <Button variant="contained" onClick={handleNext}>
              Next
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setPlaced(true)}>
              Place order
            </Button>
          )}
        </Box>
        <Typography variant="body2" role="status" sx={{ marginBlockStart: 1 }}>
          {placed ? 'Order placed (in this demo, nothing was sent).' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
