import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HomeIcon from '@mui/icons-material/Home';

const stages = [
  { label: 'Ordered', status: 'We have your order and are checking stock.' },
  { label: 'Packed', status: 'Your parcel is packed and waiting for the courier.' },
  { label: 'On its way', status: 'The courier has your parcel: expected on Thursday.' },
  { label: 'Delivered', status: 'Delivered to your door. Enjoy!' },
];

// A thicker line, coloured once the step after it is reached.
const TrackConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 17, // the middle of the 36px icon, minus half the line
    left: 'calc(-50% + 26px)',
    right: 'calc(50% + 26px)',
  },
  [`& .${stepConnectorClasses.line}`]: {
    borderTopWidth: 3,
    borderRadius: 2,
    borderColor: (theme.vars ?? theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    {
      borderColor: (theme.vars ?? theme).palette.primary.main,
    },
}));

const icons: Record<string, React.ReactElement> = {
  1: <ReceiptLongIcon fontSize="small" />,
  2: <Inventory2Icon fontSize="small" />,
  3: <LocalShippingIcon fontSize="small" />,
  4: <HomeIcon fontSize="small" />,
};

// StepLabel passes `icon` (the step number), `active`, `completed` and `error`.
function TrackStepIcon({ icon, active = false, completed = false, className }: StepIconProps) {
  const reached = active || completed;
  return (
    // A span: the label's icon container is a <span> too.
    <Box
      component="span"
      className={className}
      sx={{
        position: 'relative',
        zIndex: 1,
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 2,
        borderColor: reached ? 'primary.main' : 'divider',
        color: reached ? 'primary.contrastText' : 'text.secondary',
        bgcolor: reached ? 'primary.main' : 'background.paper',
        outline: active ? 3 : 0,
        outlineColor: 'primary.light',
      }}
    >
      {icons[String(icon)]}
    </Box>
  );
}

export default function TrackingStepper() {
  const [stage, setStage] = React.useState(2);
  const current = stages[stage] ?? stages[0];

  return (
    <Box>
      <Stepper alternativeLabel activeStep={stage} connector={<TrackConnector />}>
        {stages.map((step) => (
          <Step key={step.label}>
            <StepLabel slots={{ stepIcon: TrackStepIcon }}>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ marginBlock: 3, textAlign: 'center' }}>
        {current ? `${current.label}: ${current.status}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
        <Button disabled={stage === 0} onClick={() => setStage((value) => value - 1)}>
          Previous stage
        </Button>
        <Button
          variant="contained"
          disabled={stage === stages.length - 1}
          onClick={() => setStage((value) => value + 1)}
        >
          Next stage
        </Button>
      </Box>
    </Box>
  );
}
