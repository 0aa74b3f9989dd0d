import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const passwordRules = [
  { label: 'At least 10 characters', test: (value: string) => value.length >= 10 },
  {
    label: 'An uppercase and a lowercase letter',
    test: (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  },
  { label: 'At least one number', test: (value: string) => /\d/.test(value) },
  {
    label: 'At least one symbol, such as ! or #',
    test: (value: string) => /[^A-Za-z0-9]/.test(value),
  },
];

interface Errors {
  name?: string;
  email?: string;
  password?: string;
  terms?: string;
}

export default function SignUp() {
  const [form, setForm] = React.useState({ name: '', email: '', password: '' });
  const [terms, setTerms] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [created, setCreated] = React.useState<string | null>(null);
  const passwordId = React.useId();
  const rulesId = `${passwordId}-rules`;

  const update = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const passed = passwordRules.map((rule) => rule.test(form.password));

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!form.name.trim()) next.name = 'Tell us what to call you.';
    if (!form.email.trim()) next.email = 'Enter your email address.';
    else if (!EMAIL.test(form.email.trim()))
      next.email = 'That does not look like an email address, e.g. sam@example.com.';
    if (!passed.every(Boolean)) next.password = 'The password does not meet every rule below yet.';
    if (!terms) next.terms = 'Accept the terms to create an account.';
    setErrors(next);
    setCreated(Object.keys(next).length === 0 ? form.email.trim() : null);
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
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 460, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <RocketLaunchOutlined color="primary" aria-hidden />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              Create your account
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Start a 14-day trial of Orbit Notes. No card needed.
            </Typography>
          </Stack>
          {created && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              Account ready for {created} (demo only — nothing was sent)
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <TextField
                name="name"
                label="Full name"
                autoComplete="name"
                required
                fullWidth
                value={form.name}
                onChange={update('name')}
                error={Boolean(errors.name)}
                helperText={errors.name}
              />
              <TextField
                name="email"
                label="Email address"
                type="email"
                autoComplete="email"
                required
                fullWidth
                value={form.email}
                onChange={update('email')}
                error={Boolean(errors.email)}
                helperText={errors.email}
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                fullWidth
                value={form.password}
                onChange={update('password')}
                error={Boolean(errors.password)}
                helperText={errors.password}
                id={passwordId}
                slotProps={{
                  htmlInput: {
                    'aria-describedby': errors.password
                      ? `${passwordId}-helper-text ${rulesId}`
                      : rulesId,
                  },
                }}
              />
              <List
                id={rulesId}
                dense
                disablePadding
                aria-label="Password rules"
                aria-live="polite"
                data-testid="password-rules"
              >
                {passwordRules.map((rule, index) => (
                  <ListItem key={rule.label} disableGutters sx={{ py: 0 }}>
                    <ListItemIcon sx={{ minWidth: 28 }}>
                      {passed[index] ? (
                        <CheckCircle fontSize="small" color="success" />
                      ) : (
                        <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.secondary' }} />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={`${rule.label}${passed[index] ? ' — done' : ''}`}
                      primaryTypographyProps={{
                        variant: 'body2',
                        sx: { color: passed[index] ? 'success.main' : 'text.secondary' },
                      }}
                    />
                  </ListItem>
                ))}
              </List>
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      name="terms"
                      checked={terms}
                      onChange={(event) => setTerms(event.target.checked)}
                    />
                  }
                  label="I accept the terms of service"
                />
                {errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
              </Box>
              <Button type="submit" variant="contained" size="large" fullWidth>
                Create account
              </Button>
            </Stack>
          </Box>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
            Already have an account?{' '}
            <Link href="#" variant="body2">
              Sign in
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
