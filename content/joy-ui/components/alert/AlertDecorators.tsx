import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

export default function AlertDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      <Alert color="success" role="status" startDecorator={<CheckCircleRounded />}>
        <div>
          <Typography level="title-sm" color="success">
            Order placed
          </Typography>
          <Typography level="body-sm" color="success">
            We sent the confirmation to tom@example.com.
          </Typography>
        </div>
      </Alert>
      <Alert
        color="warning"
        role="status"
        startDecorator={<WarningAmberRounded />}
        endDecorator={
          <Button size="sm" variant="solid" color="warning">
            Renew
          </Button>
        }
      >
        Your card ending in 4242 expires this month.
      </Alert>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Alert
          key={size}
          size={size}
          color="danger"
          role="status"
          startDecorator={<ErrorOutlineRounded />}
        >
          Size {size}: the upload failed.
        </Alert>
      ))}
    </Box>
  );
}
