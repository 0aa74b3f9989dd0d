import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DemoDefault() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained">Primary</Button>
      <Button variant="outlined">Secondary</Button>
      <Button>Tertiary</Button>
    </Stack>
  );
}
