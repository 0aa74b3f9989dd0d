import * as React from 'react';
import TextField from '@mui/material/TextField';

// Keep letters and digits only, upper-case them, and group them by four: "FR76 3000 6000 01…".
function formatIban(raw: string) {
  const compact = raw
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

export default function FormattedTextField() {
  const [iban, setIban] = React.useState('');
  const length = iban.replace(/ /g, '').length;
  const tooShort = length > 0 && length < 15;

  return (
    <TextField
      label="IBAN"
      value={iban}
      onChange={(event) => setIban(formatIban(event.target.value))}
      error={tooShort}
      helperText={tooShort ? 'An IBAN has at least 15 characters.' : 'Spaces are added for you.'}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          spellCheck: false,
          autoCapitalize: 'characters',
          // Room for 34 characters and the spaces between the groups.
          maxLength: 42,
          style: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' },
        },
      }}
      sx={{ width: '100%', maxWidth: 420 }}
    />
  );
}
