import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Full name</FormLabel>
        <Input placeholder="Ada Lovelace" autoComplete="name" />
      </FormControl>
      <FormControl required>
        <FormLabel>Work email</FormLabel>
        <Input type="email" placeholder="ada@example.com" autoComplete="email" />
        <FormHelperText>We send the invoice to this address.</FormHelperText>
      </FormControl>
    </Box>
  );
}
