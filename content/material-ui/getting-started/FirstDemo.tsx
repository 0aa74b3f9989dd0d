import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function FirstDemo() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState(false);

  const invalid = touched && !EMAIL_PATTERN.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (EMAIL_PATTERN.test(email)) {
      setSubscribed(true);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 420, mx: 'auto' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h3">
              Release notes
            </Typography>
            <Chip label="Monthly" size="small" color="primary" variant="outlined" />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            One short email when a new version ships. No tracking, unsubscribe in one click.
          </Typography>
          {subscribed ? (
            <Alert severity="success" onClose={() => setSubscribed(false)}>
              Thanks! Look for a confirmation email at {email}.
            </Alert>
          ) : (
            <Stack
              component="form"
              noValidate
              onSubmit={handleSubmit}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label="Email address"
                type="email"
                size="small"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched(true)}
                error={invalid}
                helperText={invalid ? 'Enter an address like ada@example.com' : ' '}
                sx={{ flexGrow: 1 }}
              />
              <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
                Subscribe
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
