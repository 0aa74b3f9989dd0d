import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';

export default function BoxBanner() {
  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        paddingBlock: 1.5,
        paddingInlineStart: 2,
        paddingInlineEnd: 1,
        borderInlineStart: 4,
        borderColor: 'warning.main',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.warning.main, 0.12),
      })}
    >
      <CloudOffIcon sx={{ color: 'warning.main' }} aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Box component="strong" sx={{ display: 'block', typography: 'subtitle2' }}>
          You are offline
        </Box>
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          Changes are saved on this device and will sync when you reconnect.
        </Box>
      </Box>
      <Button size="small" color="inherit">
        Retry now
      </Button>
    </Box>
  );
}
