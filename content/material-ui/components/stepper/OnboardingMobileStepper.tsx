import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Plan the week', text: 'Drag shifts onto the calendar; the rota saves as you go.' },
  { title: 'Share it', text: 'Publish the rota and everyone gets their own shifts by text.' },
  { title: 'Swap shifts', text: 'Staff offer a shift, a colleague takes it, you approve once.' },
  {
    title: 'Export hours',
    text: 'At the end of the month, send worked hours straight to payroll.',
  },
];

export default function OnboardingMobileStepper() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [step, setStep] = React.useState(0);
  const last = tips.length - 1;
  const tip = tips[step] ?? { title: '', text: '' };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <Box sx={{ padding: 2, minHeight: 112 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {tip.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tip.text}
        </Typography>
      </Box>
      {/* The dots carry no text: this line tells screen readers where they are. */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {`Tip ${step + 1} of ${tips.length}: ${tip.title}`}
      </Box>
      <MobileStepper
        variant="dots"
        position="static"
        steps={tips.length}
        activeStep={step}
        sx={{ borderTop: 1, borderColor: 'divider' }}
        backButton={
          <Button size="small" onClick={() => setStep(step - 1)} disabled={step === 0}>
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => setStep(step + 1)} disabled={step === last}>
            Next
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
      />
    </Paper>
  );
}
