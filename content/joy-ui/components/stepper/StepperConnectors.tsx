import Box from '@mui/joy/Box';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = ['Brief', 'Design', 'Build', 'Launch'];
const current = 2;

export default function StepperConnectors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%' }}>
      {/* The connector after a completed step takes the success colour. */}
      <Stepper
        sx={{
          '--Step-connectorThickness': '3px',
          '--Step-connectorRadius': '3px',
          [`& .${stepClasses.completed}::after`]: {
            bgcolor: 'success.solidBg',
          },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < current}
            active={index === current}
            indicator={
              <StepIndicator
                variant={index <= current ? 'solid' : 'outlined'}
                color={index < current ? 'success' : index === current ? 'primary' : 'neutral'}
              >
                {index < current ? <CheckRounded /> : index + 1}
              </StepIndicator>
            }
          >
            <span aria-current={index === current ? 'step' : undefined}>{label}</span>
          </Step>
        ))}
      </Stepper>
      {/* A dotted connector: the bar is made 0px thick and a border draws the dots. */}
      <Stepper
        sx={{
          '--Step-connectorInset': '8px',
          '--Step-connectorThickness': '0px',
          [`& .${stepClasses.root}::after`]: {
            background: 'none',
            borderBlockStart: '3px dotted',
            borderColor: 'neutral.outlinedBorder',
          },
        }}
      >
        {steps.map((label, index) => (
          <Step
            key={label}
            orientation="vertical"
            indicator={
              <StepIndicator variant="outlined" color="neutral">
                {index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
