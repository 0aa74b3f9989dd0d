import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

export default function ButtonDecoratorsLoading() {
  const [uploading, setUploading] = React.useState(false);

  React.useEffect(() => {
    if (!uploading) return undefined;
    const timer = setTimeout(() => setUploading(false), 2000);
    return () => clearTimeout(timer);
  }, [uploading]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        variant="soft"
        startDecorator={<CloudUploadRounded />}
        loading={uploading}
        loadingPosition="start"
        loadingIndicator={<CircularProgress size="sm" aria-label="Uploading" />}
        onClick={() => setUploading(true)}
      >
        {uploading ? 'Uploading…' : 'Upload report'}
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        endDecorator={<KeyboardArrowRight sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
      >
        Next step
      </Button>
      <Button
        loading
        loadingIndicator={<CircularProgress size="sm" variant="solid" aria-label="Saving" />}
        variant="solid"
      >
        Saving
      </Button>
    </Box>
  );
}
