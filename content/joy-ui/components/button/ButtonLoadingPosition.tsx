import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import SaveRounded from '@mui/icons-material/SaveRounded';
import SendRounded from '@mui/icons-material/SendRounded';

export default function ButtonLoadingPosition() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel sx={{ margin: 0 }}>Loading</FormLabel>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress aria-label="Saving draft" />}
          startDecorator={<SaveRounded />}
          variant="outlined"
        >
          Save draft
        </Button>
        <Button
          loading={loading}
          loadingIndicator={<CircularProgress variant="solid" aria-label="Publishing" />}
        >
          Publish
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={<CircularProgress color="neutral" aria-label="Sending" />}
          endDecorator={<SendRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
          variant="soft"
          color="neutral"
        >
          Send for review
        </Button>
      </Box>
    </Box>
  );
}
