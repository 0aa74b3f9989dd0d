import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['Profile', 'Tax details', 'Bank account', 'Review'];
const errorStep = 2;

export default function NonLinearStepper() {
  const [active, setActive] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({ 0: true });

  return (
    <Box>
      <Stepper nonLinear activeStep={active} alternativeLabel>
        {sections.map((label, index) => (
          <Step key={label} completed={Boolean(completed[index])}>
            <StepButton
              onClick={() => setActive(index)}
              aria-current={active === index ? 'step' : undefined}
              optional={
                index === errorStep && !completed[index] ? (
                  <Typography variant="caption" color="error">
                    IBAN missing
                  </Typography>
                ) : undefined
              }
            >
              <StepLabel error={index === errorStep && !completed[index]}>{label}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, marginTop: 3, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {`${sections[active]}: ${completed[active] ? 'complete' : 'not complete yet'}`}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setCompleted((state) => ({ ...state, [active]: !state[active] }))}
        >
          {completed[active] ? 'Mark incomplete' : 'Mark complete'}
        </Button>
      </Box>
    </Box>
  );
}
