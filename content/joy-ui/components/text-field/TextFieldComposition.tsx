import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';

export default function TextFieldComposition() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {/* What `<TextField label helperText required />` used to render, as a composition. */}
      <FormControl required>
        <FormLabel>Username</FormLabel>
        <Input startDecorator={<AlternateEmailRounded />} placeholder="ada" />
        <FormHelperText>Letters and numbers; you can change it later.</FormHelperText>
      </FormControl>
      {/* error, size and color move to the FormControl, which passes them to its children. */}
      <FormControl error size="sm">
        <FormLabel>Invite code</FormLabel>
        <Input defaultValue="JOY-0000" />
        <FormHelperText sx={{ color: 'danger.plainColor' }}>This code has expired.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
