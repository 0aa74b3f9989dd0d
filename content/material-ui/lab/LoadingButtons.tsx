import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import LoadingButton from '@mui/lab/LoadingButton';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LoadingButton loading={loading} variant="outlined">
          Save draft
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="start"
          startIcon={<SendIcon />}
          variant="contained"
        >
          Send invoice
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="end"
          endIcon={<DownloadIcon />}
          variant="contained"
        >
          Export CSV
        </LoadingButton>
        <LoadingButton loading={loading} loadingIndicator="Checking…" variant="outlined">
          Check availability
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
