import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function DemoComboOutlinedNarrow() {
  return (
    <Stack spacing={2}>
      <TextField label="City" fullWidth />
      <TextField label="Postcode" fullWidth />
    </Stack>
  );
}
