import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import EmailRounded from '@mui/icons-material/EmailRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';

export default function LoginFinal() {
  const [errors, setErrors] = React.useState<{ email?: string; password?: string }>({});
  const [signedIn, setSignedIn] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const next: typeof errors = {};
    if (!email.includes('@')) next.email = 'Enter an email address such as ana@example.com.';
    if (password.length < 8) next.password = 'Passwords have at least 8 characters.';
    setErrors(next);
    setSignedIn(next.email || next.password ? null : email);
  };

  return (
    <Sheet
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        py: 3,
        px: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'sm',
        boxShadow: 'md',
      }}
    >
      <div>
        <Typography level="h4" component="h2">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to Northwind.</Typography>
      </div>
      <FormControl error={Boolean(errors.email)}>
        <FormLabel>Email</FormLabel>
        <Input
          error={Boolean(errors.email)}
          name="email"
          type="email"
          placeholder="ana@example.com"
          startDecorator={<EmailRounded />}
        />
        {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.password)}>
        <FormLabel>Password</FormLabel>
        <Input
          error={Boolean(errors.password)}
          name="password"
          type="password"
          placeholder="At least 8 characters"
          startDecorator={<KeyRounded />}
        />
        {errors.password && <FormHelperText>{errors.password}</FormHelperText>}
      </FormControl>
      <Button type="submit" sx={{ mt: 1 }}>
        Log in
      </Button>
      {signedIn && (
        <Alert color="success" variant="soft" role="status">
          Signed in as {signedIn}.
        </Alert>
      )}
      <Typography level="body-sm" sx={{ alignSelf: 'center' }}>
        New to Northwind?{' '}
        <Link href="#create-account" level="title-sm">
          Create an account
        </Link>
      </Typography>
    </Sheet>
  );
}
