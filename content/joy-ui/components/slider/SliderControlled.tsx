import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';

const MIN = 2000;
const MAX = 20000;

export default function SliderControlled() {
  const isRtl = useRtl();
  const [goal, setGoal] = React.useState(8000);
  const [saved, setSaved] = React.useState(8000);

  const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

  return (
    <Box sx={{ width: '100%', maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography level="title-sm">Daily step goal</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Slider
          aria-label="Daily step goal"
          getAriaValueText={(value) => `${value.toLocaleString('en-US')} steps`}
          min={MIN}
          max={MAX}
          step={500}
          value={goal}
          onChange={(_event, value) => setGoal(value as number)}
          onChangeCommitted={(_event, value) => setSaved(value as number)}
          isRtl={isRtl}
        />
        <Input
          type="number"
          size="sm"
          value={goal}
          onChange={(event) => setGoal(Number(event.target.value))}
          onBlur={() => {
            setGoal(clamp(goal));
            setSaved(clamp(goal));
          }}
          slotProps={{ input: { 'aria-label': 'Exact step goal', min: MIN, max: MAX, step: 500 } }}
          sx={{ width: 110, flexShrink: 0 }}
        />
      </Box>
      <Typography level="body-sm" role="status">
        Saved goal: {saved.toLocaleString('en-US')} steps
      </Typography>
    </Box>
  );
}
