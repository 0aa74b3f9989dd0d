import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Terrain from '@mui/icons-material/Terrain';

/** The picture half: a landscape drawn with SVG, so the template fetches nothing. */
function Landscape() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="sign-in-side-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d2b52" />
          <stop offset="1" stopColor="#3f6fb5" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#sign-in-side-sky)" />
      <circle cx="300" cy="90" r="34" fill="#ffd58a" opacity="0.9" />
      <path
        d="M0 220 L90 120 L160 200 L230 110 L330 210 L400 160 L400 300 L0 300 Z"
        fill="#274b7a"
      />
      <path
        d="M0 250 L70 190 L150 250 L250 170 L340 250 L400 220 L400 300 L0 300 Z"
        fill="#173457"
      />
      <path d="M0 280 L120 240 L220 280 L320 250 L400 270 L400 300 L0 300 Z" fill="#0b1f38" />
    </Box>
  );
}

export default function SignInSide() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [errors, setErrors] = React.useState<{ email?: string; password?: string }>({});
  const [done, setDone] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: { email?: string; password?: string } = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      next.email = 'Enter an email address like kim@example.com.';
    if (password.length < 8) next.password = 'Passwords are at least 8 characters long.';
    setErrors(next);
    setDone(Object.keys(next).length === 0 ? email.trim() : null);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gridTemplateRows: { xs: '220px 1fr', md: '1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'flex-end',
          color: '#fff',
        }}
      >
        <Landscape />
        <Box sx={{ position: 'relative', p: { xs: 3, md: 6 }, maxWidth: 480 }}>
          <FormatQuote aria-hidden sx={{ fontSize: 40, opacity: 0.8 }} />
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.375rem' }, fontWeight: 500 }}>
            Trail Log keeps every route we plan in one place. The whole club checks it before a
            weekend out.
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
            Noor Haddad, Ridgeline Hiking Club
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 6 },
          py: { xs: 4, md: 8 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 4 }}>
            <Terrain color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 700 }}>Trail Log</Typography>
          </Stack>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Sign in
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
            Your routes, photos and club calendar are waiting.
          </Typography>
          {done && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              Signed in as {done} (demo only — nothing was sent)
            </Alert>
          )}
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
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
              helperText={errors.password}
            />
            <FormControlLabel control={<Checkbox name="remember" />} label="Keep me signed in" />
            <Button type="submit" variant="contained" size="large" fullWidth>
              Sign in
            </Button>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Link href="#" variant="body2">
                Forgot password?
              </Link>
              <Link href="#" variant="body2">
                Join a club
              </Link>
            </Stack>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
