import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Checkbox label="Email me when someone replies" defaultChecked />
      <Checkbox label="Send a weekly summary" />
      <Checkbox label="Share usage statistics (managed by your organisation)" disabled />
      <Checkbox label="Keep me signed in (required by policy)" disabled defaultChecked />
    </Box>
  );
}
