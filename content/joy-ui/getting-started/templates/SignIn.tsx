import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FingerprintRounded from '@mui/icons-material/FingerprintRounded';

interface Errors {
  email?: string;
  password?: string;
}

function check(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Enter your email address.';
  else if (!email.includes('@')) errors.email = 'An email address needs an “@”.';
  if (!password) errors.password = 'Enter your password.';
  else if (password.length < 8) errors.password = 'Passwords have at least 8 characters.';
  return errors;
}

export default function SignIn() {
  const [errors, setErrors] = React.useState<Errors>({});
  const [message, setMessage] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const next = check(email, String(data.get('password') ?? ''));
    setErrors(next);
    setMessage(next.email || next.password ? null : `Signed in as ${email.trim()}.`);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        bgcolor: 'background.body',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 2, sm: 6 }, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <AutoAwesomeRounded color="primary" />
          <Typography level="title-lg" component="p">
            Lumen
          </Typography>
        </Box>
        <Stack
          component="form"
          noValidate
          onSubmit={handleSubmit}
          spacing={2}
          sx={{ width: '100%', maxWidth: 400, mx: 'auto', my: 'auto', py: 4 }}
        >
          <div>
            <Typography level="h2" component="h1">
              Sign in
            </Typography>
            <Typography level="body-sm">
              Welcome back. Enter your details to open your workspace.
            </Typography>
          </div>
          <Button
            variant="outlined"
            color="neutral"
            startDecorator={<FingerprintRounded />}
            onClick={() => setMessage('Passkeys are not set up on this device yet.')}
          >
            Continue with a passkey
          </Button>
          <Divider>or</Divider>
          <FormControl error={Boolean(errors.email)}>
            <FormLabel>Email</FormLabel>
            <Input name="email" type="email" autoComplete="email" />
            {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
          </FormControl>
          <FormControl error={Boolean(errors.password)}>
            <FormLabel>Password</FormLabel>
            <Input name="password" type="password" autoComplete="current-password" />
            {errors.password && <FormHelperText>{errors.password}</FormHelperText>}
          </FormControl>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1,
            }}
          >
            <Checkbox size="sm" label="Remember me" name="remember" />
            <Link
              component="button"
              type="button"
              level="title-sm"
              onClick={() => setMessage('We sent a reset link to your email address.')}
            >
              Forgot your password?
            </Link>
          </Box>
          <Button type="submit" fullWidth>
            Sign in
          </Button>
          {message && (
            <Alert variant="soft" color="success" role="status">
              {message}
            </Alert>
          )}
        </Stack>
        <Typography level="body-xs" sx={{ textAlign: 'center' }}>
          © Lumen Analytics 2026
        </Typography>
      </Box>
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          display: { xs: 'none', md: 'block' },
          background: `radial-gradient(circle at 30% 20%, ${theme.vars.palette.primary[300]}, transparent 55%), radial-gradient(circle at 80% 70%, ${theme.vars.palette.success[200]}, transparent 50%), ${theme.vars.palette.primary[100]}`,
          ...theme.applyStyles('dark', {
            background: `radial-gradient(circle at 30% 20%, ${theme.vars.palette.primary[700]}, transparent 55%), radial-gradient(circle at 80% 70%, ${theme.vars.palette.success[800]}, transparent 50%), ${theme.vars.palette.primary[900]}`,
          }),
        })}
      />
    </Box>
  );
}
