import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function AlertDismiss() {
  const [visible, setVisible] = React.useState(true);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        width: '100%',
        alignItems: 'flex-start',
      }}
    >
      {visible ? (
        <Alert
          variant="soft"
          color="primary"
          role="status"
          startDecorator={<InfoOutlined />}
          endDecorator={
            <IconButton
              variant="plain"
              size="sm"
              color="primary"
              aria-label="Dismiss"
              onClick={() => setVisible(false)}
            >
              <CloseRounded />
            </IconButton>
          }
          sx={{ width: '100%' }}
        >
          Scheduled maintenance on Sunday from 02:00 to 04:00 UTC.
        </Alert>
      ) : (
        <Button variant="outlined" onClick={() => setVisible(true)}>
          Show the notice again
        </Button>
      )}
    </Box>
  );
}
