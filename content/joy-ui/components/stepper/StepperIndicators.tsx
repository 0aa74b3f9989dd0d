import Box from '@mui/joy/Box';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function StepperIndicators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      <Stepper>
        {variants.map((variant, index) => (
          <Step
            key={variant}
            indicator={
              <StepIndicator variant={variant} color="primary">
                {index + 1}
              </StepIndicator>
            }
          >
            {variant}
          </Step>
        ))}
      </Stepper>
      <Stepper size="lg">
        {[
          { label: 'Cart', icon: <ShoppingCartRounded /> },
          { label: 'Payment', icon: <CreditCardRounded /> },
          { label: 'Shipping', icon: <LocalShippingRounded /> },
        ].map((step, index) => (
          <Step
            key={step.label}
            orientation="vertical"
            indicator={
              <StepIndicator variant={index === 0 ? 'solid' : 'outlined'} color="primary">
                {step.icon}
              </StepIndicator>
            }
          >
            {step.label}
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
