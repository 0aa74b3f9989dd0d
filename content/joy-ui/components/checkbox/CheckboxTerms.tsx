import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Link from '@mui/joy/Link';

export default function CheckboxTerms() {
  const [accepted, setAccepted] = React.useState(false);
  const [tried, setTried] = React.useState(false);
  const showError = tried && !accepted;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}
    >
      <FormControl error={showError}>
        <Checkbox
          label="I accept the rental terms"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          slotProps={{ input: { 'aria-invalid': showError } }}
        />
        <FormHelperText>
          {showError ? 'Accept the terms to book the van. ' : 'Read them before you book. '}
          <Link href="#in-the-theme" level="body-sm">
            Rental terms (PDF)
          </Link>
        </FormHelperText>
      </FormControl>
      <Button type="submit">{tried && accepted ? 'Booked' : 'Book the van'}</Button>
    </Box>
  );
}
