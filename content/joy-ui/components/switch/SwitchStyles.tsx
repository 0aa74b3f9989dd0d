import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';

export default function SwitchStyles() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Rounded, phone style' } }}
        sx={{
          '--Switch-thumbSize': '27px',
          '--Switch-trackWidth': '51px',
          '--Switch-trackHeight': '31px',
          '--Switch-thumbOffset': '2px',
          '--Switch-trackBackground': 'var(--joy-palette-neutral-300)',
          '--Switch-thumbShadow': '0 2px 4px rgba(0 0 0 / 0.25)',
          '&:hover': { '--Switch-trackBackground': 'var(--joy-palette-neutral-400)' },
          [`&.${switchClasses.checked}`]: {
            '--Switch-trackBackground': '#34c759',
            '&:hover': { '--Switch-trackBackground': '#2fb350' },
          },
        }}
      />
      <Switch
        variant="outlined"
        slotProps={{ input: { 'aria-label': 'Square, flat style' } }}
        sx={{
          '--Switch-trackRadius': '2px',
          '--Switch-thumbRadius': '1px',
          '--Switch-thumbSize': '14px',
          '--Switch-trackWidth': '40px',
          '--Switch-trackHeight': '20px',
          '--Switch-thumbShadow': 'none',
        }}
      />
    </Stack>
  );
}
