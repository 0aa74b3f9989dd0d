import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';

const min = 0;
const max = 40;

export default function SliderWithInput() {
  const [value, setValue] = React.useState<number>(12);
  const [draft, setDraft] = React.useState('12');

  const commit = (text: string) => {
    const parsed = Number(text);
    const next =
      Number.isFinite(parsed) && text.trim() !== ''
        ? Math.min(max, Math.max(min, Math.round(parsed)))
        : value;
    setValue(next);
    setDraft(String(next));
  };

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel id="radius-label" htmlFor="radius-input">
        Search radius (km)
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Slider
          min={min}
          max={max}
          value={value}
          onChange={(event, next) => {
            setValue(next as number);
            setDraft(String(next));
          }}
          slotProps={{ input: { 'aria-labelledby': 'radius-label' } }}
          sx={{ flex: 1 }}
        />
        <Input
          size="sm"
          type="number"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft);
          }}
          slotProps={{ input: { id: 'radius-input', min, max, step: 1 } }}
          sx={{ width: 80 }}
        />
      </Box>
    </Box>
  );
}
