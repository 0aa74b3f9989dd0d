import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ResponsiveProfile() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Avatar
          sx={{ width: { xs: 48, md: 64 }, height: { xs: 48, md: 64 }, bgcolor: 'primary.main' }}
        >
          RK
        </Avatar>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' } }}
          >
            Rosa Kovač
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Platform engineer · Ljubljana
          </Typography>
          <Typography
            variant="body2"
            sx={{ mt: 1, display: { xs: 'none', md: 'block' }, color: 'text.secondary' }}
          >
            Maintains the build pipeline and the design-token exporter. Shown from md upwards.
          </Typography>
        </Stack>
        <Button variant="contained" sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}>
          Follow
        </Button>
      </Stack>
    </Paper>
  );
}
