import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function NativeControls({ id }: { id: string }) {
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <label htmlFor={`${id}-date`}>Delivery date</label>
      <input id={`${id}-date`} type="date" defaultValue="2025-03-14" />
      <label htmlFor={`${id}-slot`}>Time slot</label>
      <select id={`${id}-slot`} defaultValue="morning">
        <option value="morning">Morning</option>
        <option value="afternoon">Afternoon</option>
      </select>
    </Stack>
  );
}

export default function ColorSchemeControls() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Default
        </Typography>
        <ScopedCssBaseline sx={{ border: 1, borderColor: 'divider', colorScheme: 'normal' }}>
          <NativeControls id="plain" />
        </ScopedCssBaseline>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          enableColorScheme
        </Typography>
        <ScopedCssBaseline enableColorScheme sx={{ border: 1, borderColor: 'divider' }}>
          <NativeControls id="scheme" />
        </ScopedCssBaseline>
      </Box>
    </Stack>
  );
}
