import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}>
      <Typography level="title-md">Account</Typography>
      <Typography level="body-sm">Signed in as grace@example.com</Typography>
      <Divider />
      <Button variant="soft">Continue with email</Button>
      <Divider>or</Divider>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
    </Box>
  );
}
