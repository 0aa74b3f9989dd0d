import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';

export default function IconLabelButtons() {
  const [sending, setSending] = React.useState(false);

  const send = () => {
    setSending(true);
    window.setTimeout(() => setSending(false), 1500);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<DeleteIcon />}>
        Delete
      </Button>
      <Button
        variant="contained"
        endIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        onClick={send}
        disabled={sending}
      >
        {sending ? 'Sending' : 'Send'}
      </Button>
    </Stack>
  );
}
