import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const languages = ['Amharic', 'Bengali', 'Dutch', 'Greek', 'Korean', 'Swahili', 'Turkish'];

export default function AutocompleteControlledStates() {
  const [value, setValue] = React.useState<string | null>('Dutch');
  const [inputValue, setInputValue] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Subtitle language</FormLabel>
        <Autocomplete
          options={languages}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">
        value: <code>{value === null ? 'null' : `'${value}'`}</code>
      </Typography>
      <Typography level="body-sm">
        inputValue: <code>&apos;{inputValue}&apos;</code>
      </Typography>
    </Stack>
  );
}
