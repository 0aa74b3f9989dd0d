import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const ingredients = [
  'Basil',
  'Black pepper',
  'Cardamom',
  'Cinnamon',
  'Coriander seed',
  'Cumin',
  'Smoked paprika',
  'Star anise',
];

/** Splits a label around the first case-insensitive match of the query. */
function parts(label: string, query: string) {
  const start = query ? label.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (start === -1) return { before: label, match: '', after: '' };
  return {
    before: label.slice(0, start),
    match: label.slice(start, start + query.length),
    after: label.slice(start + query.length),
  };
}

export default function AutocompleteHighlight() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Spice</FormLabel>
      <Autocomplete
        options={ingredients}
        renderOption={(props, option, { inputValue }) => {
          const { before, match, after } = parts(option, inputValue);
          return (
            <AutocompleteOption {...props} key={option}>
              <Typography level="inherit">
                {before}
                <Typography component="mark" level="inherit" color="primary" variant="soft">
                  {match}
                </Typography>
                {after}
              </Typography>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
