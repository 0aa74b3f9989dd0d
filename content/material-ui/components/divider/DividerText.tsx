import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360, marginInline: 'auto' }}>
      <Button variant="contained">Continue with email</Button>
      <Divider>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          or
        </Typography>
      </Divider>
      <Button variant="outlined">Continue with a passkey</Button>
      <Divider textAlign="left">
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Need help?
        </Typography>
      </Divider>
      <Typography variant="body2">Contact your workspace administrator to reset access.</Typography>
    </Stack>
  );
}
