import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';

export default function AlertInverted() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      {(['solid', 'soft'] as const).map((variant) => (
        <Alert
          key={variant}
          role="status"
          variant={variant}
          color="danger"
          invertedColors
          startDecorator={<WifiOffRounded />}
          endDecorator={
            <Stack component="span" direction="row" spacing={1}>
              <Button size="sm" variant="solid">
                Reconnect
              </Button>
              <IconButton size="sm" variant="plain" aria-label="Dismiss">
                <CloseRounded />
              </IconButton>
            </Stack>
          }
        >
          <div>
            <Typography level="title-sm">Offline ({variant})</Typography>
            <Typography level="body-xs" textColor="inherit">
              Edits are saved on this device.
            </Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
