import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

export default function CircularProgressUsage() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        loading
        loadingIndicator={<CircularProgress size="sm" variant="solid" aria-label="Saving" />}
      >
        Save
      </Button>
      <IconButton
        loading
        loadingIndicator={<CircularProgress size="sm" aria-label="Refreshing" />}
        variant="soft"
        aria-label="Refresh"
      >
        <RefreshRounded />
      </IconButton>
      <Typography
        level="body-sm"
        startDecorator={
          <CircularProgress size="sm" determinate value={72} aria-label="Upload progress" />
        }
      >
        Uploading 18 of 25 photos
      </Typography>
    </Box>
  );
}
