import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CreditCardOffRounded from '@mui/icons-material/CreditCardOffRounded';

export default function AlertWithActions() {
  const [retried, setRetried] = React.useState(false);
  return (
    <Alert
      role="status"
      variant="outlined"
      color={retried ? 'success' : 'warning'}
      startDecorator={<CreditCardOffRounded />}
      sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 520 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md" textColor="inherit">
          {retried ? 'Payment received' : 'Your last payment failed'}
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {retried
            ? 'Thanks, your plan stays active until 14 January.'
            : 'The card ending in 4417 was declined on 2 December. Try it again or use another card before the 9th.'}
        </Typography>
        {!retried && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button size="sm" variant="solid" color="warning" onClick={() => setRetried(true)}>
              Retry the payment
            </Button>
            <Button size="sm" variant="outlined" color="warning">
              Change card
            </Button>
          </Box>
        )}
      </Box>
    </Alert>
  );
}
