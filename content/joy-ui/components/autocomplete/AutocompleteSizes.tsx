import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const teas = ['Assam', 'Darjeeling', 'Genmaicha', 'Oolong', 'Rooibos', 'Sencha'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Autocomplete
          key={size}
          size={size}
          options={teas}
          defaultValue="Sencha"
          placeholder={`size="${size}"`}
          slotProps={{ input: { 'aria-label': `Teas, size ${size}` } }}
        />
      ))}
      {/* The size can come from the FormControl, which also sizes its label. */}
      <FormControl size="sm">
        <FormLabel>Small, from FormControl</FormLabel>
        <Autocomplete options={teas} />
      </FormControl>
    </Stack>
  );
}
