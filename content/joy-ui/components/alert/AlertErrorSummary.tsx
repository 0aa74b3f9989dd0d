import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

interface Fields {
  name: string;
  postcode: string;
}

function validate(values: Fields) {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!values.name.trim()) errors.name = 'Enter the name on the parcel';
  if (!/^\d{4,5}$/.test(values.postcode.trim()))
    errors.postcode = 'Enter a postcode of 4 or 5 digits';
  return errors;
}

export default function AlertErrorSummary() {
  const [values, setValues] = React.useState<Fields>({ name: '', postcode: '12' });
  const [errors, setErrors] = React.useState<ReturnType<typeof validate> | null>(null);
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const id = React.useId();
  const entries = errors ? (Object.entries(errors) as [keyof Fields, string][]) : [];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(values);
        setErrors(found);
        if (Object.keys(found).length > 0) {
          // Wait for the summary to render, then move the focus to it.
          requestAnimationFrame(() => summaryRef.current?.focus());
        }
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 360, maxWidth: '100%' }}
    >
      {entries.length > 0 && (
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          color="danger"
          variant="soft"
          role="alert"
          startDecorator={<ErrorOutlineRounded />}
          sx={{ alignItems: 'flex-start' }}
        >
          <div>
            <Typography level="title-sm" textColor="inherit">
              Fix {entries.length === 1 ? 'one problem' : `${entries.length} problems`} to continue
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {entries.map(([field, message]) => (
                <li key={field}>
                  <Link href={`#${id}-${field}`} color="danger" level="body-sm">
                    {message}
                  </Link>
                </li>
              ))}
            </Box>
          </div>
        </Alert>
      )}
      {(['name', 'postcode'] as const).map((field) => (
        <FormControl key={field} id={`${id}-${field}`} error={Boolean(errors?.[field])}>
          <FormLabel>{field === 'name' ? 'Recipient' : 'Postcode'}</FormLabel>
          <Input
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={Boolean(errors?.[field])}
          />
          {errors?.[field] && <FormHelperText>{errors[field]}</FormHelperText>}
        </FormControl>
      ))}
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Box>
  );
}
