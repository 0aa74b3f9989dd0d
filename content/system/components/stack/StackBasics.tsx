import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const item = {
  px: 2,
  py: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  textAlign: 'center',
} as const;

export default function StackBasics() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%' }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>spacing=1 (column)</Box>
        <Box sx={item}>Account</Box>
        <Box sx={item}>Billing</Box>
        <Box sx={item}>Notifications</Box>
      </Stack>
      <Stack spacing={1} sx={{ flex: 2 }}>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
          direction=&quot;row&quot; spacing=2
        </Box>
        <Stack direction="row" spacing={2}>
          <Box sx={item}>Day</Box>
          <Box sx={item}>Week</Box>
          <Box sx={item}>Month</Box>
        </Stack>
      </Stack>
    </Stack>
  );
}
