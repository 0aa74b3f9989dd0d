import * as React from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

export default function DismissibleAlert() {
  const [payment, setPayment] = React.useState<'failed' | 'retrying' | 'paid'>('failed');
  const [cookiesOpen, setCookiesOpen] = React.useState(true);

  React.useEffect(() => {
    if (payment !== 'retrying') return undefined;
    const timer = setTimeout(() => setPayment('paid'), 1200);
    return () => clearTimeout(timer);
  }, [payment]);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {payment === 'paid' ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setPayment('failed')}>
              Reset demo
            </Button>
          }
        >
          <AlertTitle>Payment received</AlertTitle>
          Your order #1086 is confirmed.
        </Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setPayment('retrying')}
              disabled={payment === 'retrying'}
            >
              {payment === 'retrying' ? 'Retrying…' : 'Retry'}
            </Button>
          }
        >
          <AlertTitle>Payment failed</AlertTitle>
          The card ending in 4242 was declined. Try again or use another card.
        </Alert>
      )}
      <Collapse in={cookiesOpen}>
        <Alert severity="info" onClose={() => setCookiesOpen(false)}>
          We only use cookies that keep you signed in.
        </Alert>
      </Collapse>
      {!cookiesOpen && (
        <Button
          variant="outlined"
          onClick={() => setCookiesOpen(true)}
          sx={{ justifySelf: 'start' }}
        >
          Show the message again
        </Button>
      )}
    </Box>
  );
}
