import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const controls = [
  { name: '--StepIndicator-size', min: 16, max: 48, initial: 24 },
  { name: '--Step-connectorThickness', min: 1, max: 8, initial: 1 },
  { name: '--Step-connectorInset', min: 0, max: 16, initial: 6 },
  { name: '--Step-gap', min: 0, max: 24, initial: 8 },
] as const;

type Name = (typeof controls)[number]['name'];

export default function StepperCssVariables() {
  const [values, setValues] = React.useState<Record<Name, number>>(
    () =>
      Object.fromEntries(controls.map((control) => [control.name, control.initial])) as Record<
        Name,
        number
      >,
  );
  const style = Object.fromEntries(
    controls.map((control) => [control.name, `${values[control.name]}px`]),
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Stepper sx={style}>
        {['Upload', 'Check', 'Sign'].map((label, index) => (
          <Step
            key={label}
            indicator={
              <StepIndicator variant={index === 0 ? 'solid' : 'outlined'} color="primary">
                {index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {controls.map((control) => (
          <Box key={control.name}>
            <Typography level="body-xs" component="p" fontFamily="code">
              {control.name}: {values[control.name]}px
            </Typography>
            <Slider
              size="sm"
              min={control.min}
              max={control.max}
              value={values[control.name]}
              onChange={(_event, value) =>
                setValues((prev) => ({ ...prev, [control.name]: value as number }))
              }
              slotProps={{ input: { 'aria-label': control.name } }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
