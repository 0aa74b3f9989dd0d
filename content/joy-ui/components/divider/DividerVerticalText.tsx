import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';

export default function DividerVerticalText() {
  return (
    <Box sx={{ display: 'flex', gap: 2, width: '100%', maxWidth: 480 }}>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          justifyContent: 'center',
        }}
      >
        <Button variant="soft" color="neutral">
          Use a passkey
        </Button>
        <Button variant="soft" color="neutral">
          Use a security key
        </Button>
      </Box>
      <Divider orientation="vertical">or</Divider>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          justifyContent: 'center',
        }}
      >
        <Input placeholder="you@example.com" slotProps={{ input: { 'aria-label': 'Email' } }} />
        <Button>Email me a link</Button>
      </Box>
    </Box>
  );
}
