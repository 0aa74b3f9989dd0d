import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withStepperDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiStepper: { defaultProps: { alternativeLabel: true } },
    MuiStepConnector: { styleOverrides: { line: { borderTopWidth: 2 } } },
  },
});

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function ThemedStepper() {
  return (
    <ThemeProvider theme={withStepperDefaults}>
      {/* Labels under the icons, though this Stepper does not ask for alternativeLabel. */}
      <Stepper activeStep={2}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </ThemeProvider>
  );
}
