import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_LENGTH = 3;

function emailError(value: string) {
  if (value === '') return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value))
    return 'This does not look like an email address: name@example.com.';
  return '';
}

function usernameError(value: string) {
  if (value.length < MIN_LENGTH) return `Use at least ${MIN_LENGTH} characters.`;
  if (!/^[a-z0-9_]+$/i.test(value)) return 'Use letters, digits and underscores only.';
  return '';
}

export default function ValidationTextFields() {
  const [values, setValues] = React.useState({ email: 'ada@', username: 'ada_l' });
  const [touched, setTouched] = React.useState({ email: true, username: false });
  const [submitted, setSubmitted] = React.useState(false);
  const [saved, setSaved] = React.useState(false);

  const errors = { email: emailError(values.email), username: usernameError(values.username) };
  const show = (field: 'email' | 'username') =>
    (touched[field] || submitted) && errors[field] !== '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSaved(errors.email === '' && errors.username === '');
  };

  const change = (field: 'email' | 'username') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    setSaved(false);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}
    >
      <TextField
        required
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        onBlur={() => setTouched({ ...touched, email: true })}
        error={show('email')}
        helperText={show('email') ? errors.email : 'We send the receipt here.'}
      />
      <TextField
        required
        label="Username"
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        onBlur={() => setTouched({ ...touched, username: true })}
        error={show('username')}
        helperText={show('username') ? errors.username : 'Shown on your public profile.'}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {saved ? 'Saved' : 'Save'}
      </Button>
    </Box>
  );
}
