import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Fingerprint from '@mui/icons-material/Fingerprint';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = email.trim();
  if (!trimmed) {
    errors.email = 'Enter your email address.';
  } else if (!trimmed.includes('@')) {
    errors.email = 'An email address needs an “@”.';
  }
  if (!password) {
    errors.password = 'Enter your password.';
  } else if (password.length < 8) {
    errors.password = 'Passwords are at least 8 characters long.';
  }
  return errors;
}

export default function SignIn() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(false);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validate(email, password);
    setErrors(nextErrors);
    setSignedInAs(nextErrors.email || nextErrors.password ? null : email.trim());
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
        bgcolor: 'background.default',
      }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <LockOutlined />
            </Avatar>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              Sign in
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Welcome back. Pick up right where you left off.
            </Typography>
          </Stack>
          {signedInAs && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              Signed in as {signedInAs} (demo only — nothing was sent)
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <TextField
                name="email"
                label="Email address"
                type="email"
                autoComplete="email"
                required
                fullWidth
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(errors.email)}
                helperText={errors.email}
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                fullWidth
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(errors.password)}
                helperText={errors.password ?? 'At least 8 characters.'}
              />
              <Stack
                direction="row"
                sx={{
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  flexWrap: 'wrap',
                  gap: 1,
                }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      name="remember"
                      checked={remember}
                      onChange={(event) => setRemember(event.target.checked)}
                    />
                  }
                  label="Remember me"
                />
                <Link href="#" variant="body2">
                  Forgot password?
                </Link>
              </Stack>
              <Button type="submit" variant="contained" size="large" fullWidth>
                Sign in
              </Button>
            </Stack>
          </Box>
          <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
          <Stack spacing={1.5}>
            <Button variant="outlined" fullWidth startIcon={<LinkOutlined />}>
              Continue with email link
            </Button>
            <Button variant="outlined" fullWidth startIcon={<Fingerprint />}>
              Continue with passkey
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
            New here?{' '}
            <Link href="#" variant="body2">
              Create an account
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
