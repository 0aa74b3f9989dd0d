import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';

export default function DemoMaxWidth() {
  return (
    <Stack spacing={2}>
      <TextField label="Full name" fullWidth />
      <TextField label="Email" type="email" fullWidth />
      <Button variant="contained" fullWidth>
        Create account
      </Button>
    </Stack>
  );
}
