import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Sample() {
  return (
    <Box sx={{ p: 2 }}>
      <p style={{ margin: 0 }}>
        Order <strong>#4821</strong> ships on Friday.
      </p>
      <div style={{ width: '100%', padding: 8, border: '1px dashed', marginTop: 8 }}>
        100% wide with 8px padding
      </div>
    </Box>
  );
}

export default function BaselineComparison() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Browser defaults
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', fontFamily: 'serif', overflow: 'hidden' }}>
          <Box sx={{ '& *': { boxSizing: 'content-box' } }}>
            <Sample />
          </Box>
        </Box>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          With ScopedCssBaseline
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}>
          <ScopedCssBaseline>
            <Sample />
          </ScopedCssBaseline>
        </Box>
      </Box>
    </Stack>
  );
}
