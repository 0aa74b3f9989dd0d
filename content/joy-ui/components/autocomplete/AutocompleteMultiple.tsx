import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Library {
  name: string;
  kind: string;
}

const libraries: Library[] = [
  { name: 'React', kind: 'UI' },
  { name: 'Vue', kind: 'UI' },
  { name: 'Svelte', kind: 'UI' },
  { name: 'Express', kind: 'Server' },
  { name: 'Fastify', kind: 'Server' },
  { name: 'Vitest', kind: 'Testing' },
  { name: 'Playwright', kind: 'Testing' },
];

export default function AutocompleteMultiple() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 420 }}>
      <FormControl>
        <FormLabel>Stack</FormLabel>
        <Autocomplete
          multiple
          limitTags={2}
          options={libraries}
          groupBy={(option) => option.kind}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.name === value.name}
          defaultValue={libraries.filter((item) => item.name === 'React' || item.name === 'Vitest')}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Tags (type and press Enter)</FormLabel>
        <Autocomplete
          multiple
          freeSolo
          options={['accessibility', 'performance', 'design']}
          defaultValue={['performance']}
          placeholder="Add a tag"
        />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Owner</FormLabel>
        <Autocomplete options={['Grace Hopper', 'Alan Turing']} defaultValue="Grace Hopper" />
      </FormControl>
    </Box>
  );
}
