import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import PriorityHighRounded from '@mui/icons-material/PriorityHighRounded';

export default function StepperError() {
  return (
    <Stepper orientation="vertical" sx={{ width: 320, maxWidth: '100%' }}>
      <Step
        completed
        indicator={
          <StepIndicator variant="solid" color="success">
            <CheckRounded />
          </StepIndicator>
        }
      >
        <Typography level="title-sm">Delivery address</Typography>
      </Step>
      <Step
        active
        aria-current="step"
        indicator={
          <StepIndicator variant="solid" color="danger">
            <PriorityHighRounded />
          </StepIndicator>
        }
      >
        <Typography level="title-sm" color="danger">
          Payment failed
        </Typography>
        <Typography level="body-sm">
          The bank declined the card. Choose another payment method to continue.
        </Typography>
      </Step>
      <Step disabled indicator={<StepIndicator>3</StepIndicator>}>
        <Typography level="title-sm">Confirmation</Typography>
      </Step>
    </Stepper>
  );
}
