import Box from '@mui/joy/Box';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const events = [
  { title: 'Order placed', detail: 'Monday 09:12', done: true },
  { title: 'Shipped', detail: 'Tuesday 16:40 · tracking 1Z999AA1', done: true },
  { title: 'Out for delivery', detail: 'Expected today before 18:00', done: false },
  { title: 'Delivered', detail: 'Signature required', done: false },
];

export default function StepperVertical() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Stepper orientation="vertical" sx={{ minWidth: 260 }}>
        {events.map((event, index) => (
          <Step
            key={event.title}
            completed={event.done}
            active={index === 2}
            indicator={
              <StepIndicator
                variant={event.done ? 'solid' : 'soft'}
                color={event.done ? 'success' : index === 2 ? 'primary' : 'neutral'}
              >
                {event.done ? <CheckRounded /> : index + 1}
              </StepIndicator>
            }
          >
            <div>
              <Typography level="title-sm" aria-current={index === 2 ? 'step' : undefined}>
                {event.title}
              </Typography>
              <Typography level="body-xs">{event.detail}</Typography>
            </div>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 260 }}>
        {(['sm', 'lg'] as const).map((size) => (
          <Stepper key={size} size={size}>
            {['Draft', 'Review', 'Publish'].map((label, index) => (
              <Step
                key={label}
                indicator={
                  <StepIndicator variant={index === 0 ? 'solid' : 'outlined'}>
                    {index + 1}
                  </StepIndicator>
                }
              >
                {label}
              </Step>
            ))}
          </Stepper>
        ))}
      </Box>
    </Box>
  );
}
