import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function StepperBasic() {
  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step key={label} indicator={<StepIndicator>{index + 1}</StepIndicator>}>
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
