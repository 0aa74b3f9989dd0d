import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const topics = [
  'Accessibility',
  'Animation',
  'Data fetching',
  'Forms',
  'Internationalization',
  'Performance',
  'Routing',
  'Server rendering',
  'State management',
  'Styling',
  'Testing',
  'TypeScript',
];

export default function TagsAutocomplete() {
  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      limitTags={3}
      options={topics}
      defaultValue={['Forms', 'Accessibility']}
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Topics"
          placeholder="Add a topic"
          helperText="Pick from the list or type your own and press Enter."
        />
      )}
    />
  );
}
