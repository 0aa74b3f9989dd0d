import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const currencies = ['AUD', 'BRL', 'CAD', 'CHF', 'EUR', 'GBP', 'INR', 'JPY', 'KES', 'USD'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>('EUR');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          marginBlock: 0,
          marginBlockEnd: 2,
          typography: 'body2',
          '& dd': { marginInlineStart: 0, fontFamily: 'monospace' },
        }}
      >
        <dt>value</dt>
        <dd>{value === null ? 'null' : `'${value}'`}</dd>
        <dt>inputValue</dt>
        <dd>&apos;{inputValue}&apos;</dd>
      </Box>
      <Autocomplete
        options={currencies}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Invoice currency" />}
      />
    </Box>
  );
}
