import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper, { MobileStepperProps } from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

type Variant = NonNullable<MobileStepperProps['variant']>;

const questions = [
  'How did you hear about us?',
  'Which plan are you on?',
  'How often do you use the app?',
  'What would you improve first?',
  'Would you recommend us to a friend?',
  'Anything else you want to tell us?',
];

export default function MobileStepperVariants() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const [variant, setVariant] = React.useState<Variant>('progress');
  const [step, setStep] = React.useState(0);
  const last = questions.length - 1;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_, value: Variant | null) => value && setVariant(value)}
        aria-label="MobileStepper variant"
      >
        <ToggleButton value="text">text</ToggleButton>
        <ToggleButton value="dots">dots</ToggleButton>
        <ToggleButton value="progress">progress</ToggleButton>
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
        <Typography component="p" sx={{ padding: 2, minHeight: 72 }}>
          {questions[step]}
        </Typography>
        <Box component="span" role="status" sx={visuallyHidden}>
          {`Question ${step + 1} of ${questions.length}`}
        </Box>
        <MobileStepper
          variant={variant}
          position="static"
          steps={questions.length}
          activeStep={step}
          LinearProgressProps={{ 'aria-label': 'Survey progress' }}
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
    </Box>
  );
}
