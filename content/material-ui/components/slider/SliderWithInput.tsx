import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 500;

export default function SliderWithInput() {
  const [budget, setBudget] = React.useState<number | ''>(120);

  const clamp = () => {
    if (budget === '') setBudget(MIN);
    else setBudget(Math.min(MAX, Math.max(MIN, budget)));
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id="budget-label" gutterBottom>
        Monthly ad budget
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3 }}>
        <Slider
          aria-labelledby="budget-label"
          value={typeof budget === 'number' ? budget : MIN}
          onChange={(_event, value) => setBudget(value as number)}
          min={MIN}
          max={MAX}
          step={10}
          sx={{ flex: 1 }}
        />
        <OutlinedInput
          size="small"
          value={budget}
          onChange={(event) =>
            setBudget(event.target.value === '' ? '' : Number(event.target.value))
          }
          onBlur={clamp}
          startAdornment={<InputAdornment position="start">€</InputAdornment>}
          inputProps={{
            type: 'number',
            min: MIN,
            max: MAX,
            step: 10,
            'aria-labelledby': 'budget-label',
          }}
          sx={{ width: 120 }}
        />
      </Box>
    </Box>
  );
}
