import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const remoteBooks = [
  'Beloved',
  'Half of a Yellow Sun',
  'Invisible Cities',
  'Pedro Páramo',
  'The Left Hand of Darkness',
  'The Remains of the Day',
  'Things Fall Apart',
];

/** Stands in for a network request. */
function fetchBooks(): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(remoteBooks), 1200);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);
  const loading = open && options.length === 0;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    void fetchBooks().then((books) => {
      if (active) setOptions(books);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Book club pick</FormLabel>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Fetching the catalogue…"
        endDecorator={
          loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} /> : null
        }
      />
    </FormControl>
  );
}
