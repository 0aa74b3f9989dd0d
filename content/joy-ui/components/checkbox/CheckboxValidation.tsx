import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function CheckboxValidation() {
  const [agreed, setAgreed] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && !agreed;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 360 }}>
        <FormControl error={error}>
          <Checkbox
            label="I accept the rental terms"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <FormHelperText sx={{ color: error ? 'danger.plainColor' : undefined }}>
            {error ? (
              'Accept the terms to book the van.'
            ) : (
              <>
                Read the&nbsp;<Link href="#rental-terms">rental terms</Link>&nbsp;first.
              </>
            )}
          </FormHelperText>
        </FormControl>
        <Button type="submit" size="sm">
          Book
        </Button>
      </Stack>
    </form>
  );
}
