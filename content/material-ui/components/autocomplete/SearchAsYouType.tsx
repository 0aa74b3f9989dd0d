import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const libraryCatalogue = [
  'A Wizard of Earthsea',
  'Americanah',
  'Beloved',
  'Brave New World',
  'Dune',
  'Frankenstein',
  'Kindred',
  'Middlemarch',
  'Never Let Me Go',
  'One Hundred Years of Solitude',
  'Persuasion',
  'The Left Hand of Darkness',
  'The Remains of the Day',
  'Things Fall Apart',
  'Wide Sargasso Sea',
];

// Stands in for a server-side search: it matches whole words, which the client could not know.
function searchTitles(query: string): Promise<string[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        libraryCatalogue.filter((title) =>
          words.every((word) =>
            title
              .toLowerCase()
              .split(' ')
              .some((part) => part.startsWith(word)),
          ),
        ),
      );
    }, 400);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<readonly string[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions(value ? [value] : []);
      setLoading(false);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      searchTitles(inputValue).then((results) => {
        if (!active) return;
        setOptions(value && !results.includes(value) ? [value, ...results] : results);
        setLoading(false);
      });
    }, 300);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      // The server already filtered: show its results as they are.
      filterOptions={(x) => x}
      filterSelectedOptions
      includeInputInList
      autoComplete
      loading={loading}
      noOptionsText={inputValue ? 'No titles match' : 'Start typing a title'}
      sx={{ width: '100%', maxWidth: 360 }}
      renderInput={(params) => <TextField {...params} label="Find a book" />}
    />
  );
}
