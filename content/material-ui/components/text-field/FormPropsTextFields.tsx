import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
    >
      <TextField required label="Full name" name="name" autoComplete="name" defaultValue="Ada" />
      <TextField disabled label="Account type" defaultValue="Personal" />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" />
      <TextField
        label="Member ID"
        defaultValue="M-20931"
        slotProps={{ input: { readOnly: true } }}
        helperText="Read only: you can copy it."
      />
      <TextField
        label="Guests"
        type="number"
        defaultValue={2}
        slotProps={{ htmlInput: { min: 1, max: 12 } }}
      />
      <TextField label="Search" type="search" helperText="Most browsers add a clear button." />
    </Box>
  );
}
