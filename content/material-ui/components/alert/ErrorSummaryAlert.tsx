import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';

interface Errors {
  name?: string;
  email?: string;
}

function validate(data: FormData): Errors {
  const errors: Errors = {};
  if (!String(data.get('name') ?? '').trim()) errors.name = 'Enter the name on your account';
  if (!/^\S+@\S+\.\S+$/.test(String(data.get('email') ?? ''))) {
    errors.email = 'Enter an email address like name@example.com';
  }
  return errors;
}

export default function ErrorSummaryAlert() {
  const [errors, setErrors] = React.useState<Errors | null>(null);
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const entries = errors ? (Object.entries(errors) as [keyof Errors, string][]) : [];

  React.useEffect(() => {
    // Move focus to the summary after a failed submit, so it is read out first.
    if (errors && Object.keys(errors).length > 0) summaryRef.current?.focus();
  }, [errors]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(validate(new FormData(event.currentTarget)));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2, maxWidth: 400 }}
    >
      {entries.length > 0 ? (
        <Alert severity="error" ref={summaryRef} tabIndex={-1}>
          <AlertTitle>There is a problem</AlertTitle>
          <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5 }}>
            {entries.map(([field, message]) => (
              <li key={field}>
                <Link
                  href={`#error-summary-${field}`}
                  color="inherit"
                  onClick={(event) => {
                    // Focus the field here rather than relying on the fragment.
                    event.preventDefault();
                    document.getElementById(`error-summary-${field}`)?.focus();
                  }}
                >
                  {message}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {errors && entries.length === 0 ? (
        <Alert severity="success">Your details were saved.</Alert>
      ) : null}
      <TextField
        id="error-summary-name"
        name="name"
        label="Full name"
        autoComplete="name"
        error={Boolean(errors?.name)}
        helperText={errors?.name}
      />
      <TextField
        id="error-summary-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        error={Boolean(errors?.email)}
        helperText={errors?.email}
      />
      <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
        Save details
      </Button>
    </Box>
  );
}
