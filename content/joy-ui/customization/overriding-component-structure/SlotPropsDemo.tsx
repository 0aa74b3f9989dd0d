import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

export default function SlotPropsDemo() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320, mx: 'auto' }}>
      <FormControl>
        <FormLabel>One-time code</FormLabel>
        {/* Props for the inner <input>, not the wrapper around it. */}
        <Input
          placeholder="6 digits"
          slotProps={{
            input: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
              pattern: '[0-9]*',
            },
          }}
        />
      </FormControl>
      {/* Not a FormControl: its label would point `for` at an id the slider's input does not take. */}
      <div>
        <FormLabel id="volume-label">Volume</FormLabel>
        {/* Style and label individual slots of the slider. */}
        <Slider
          defaultValue={60}
          valueLabelDisplay="auto"
          slotProps={{
            input: { 'aria-labelledby': 'volume-label' },
            thumb: { style: { width: 22, height: 22 } },
            track: { style: { height: 8 } },
            rail: { style: { height: 8 } },
          }}
        />
      </div>
    </Stack>
  );
}
