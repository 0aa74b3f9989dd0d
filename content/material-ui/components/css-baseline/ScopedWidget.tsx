import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ScopedWidget() {
  return (
    <Box
      sx={{
        p: 2,
        border: '1px dashed',
        borderColor: 'text.secondary',
        fontFamily: 'Georgia, serif',
      }}
    >
      <p style={{ marginTop: 0 }}>
        This is the host page, with its own serif font. The newsletter box below is a Material UI
        widget with a scoped baseline.
      </p>
      <ScopedCssBaseline sx={{ borderRadius: 1, maxWidth: 420 }}>
        <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ p: 2 }}>
          <Typography variant="h6" component="p">
            Get the monthly digest
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            One email a month. Unsubscribe any time.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField size="small" label="Email" type="email" sx={{ flex: 1, minWidth: 180 }} />
            <Button type="submit" variant="contained">
              Subscribe
            </Button>
          </Box>
        </Box>
      </ScopedCssBaseline>
    </Box>
  );
}
