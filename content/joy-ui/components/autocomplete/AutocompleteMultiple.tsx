import Autocomplete, { type AutocompleteRenderGetTagProps } from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
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

/** Chips whose delete buttons are named after their tag ("Remove React"). */
function namedTags(labels: string[], getTagProps: AutocompleteRenderGetTagProps) {
  return labels.map((label, index) => {
    const { key, onClick, ...tagProps } = getTagProps({ index });
    return (
      <Chip
        key={key}
        size="sm"
        variant="soft"
        endDecorator={<ChipDelete {...tagProps} onClick={onClick} aria-label={`Remove ${label}`} />}
      >
        {label}
      </Chip>
    );
  });
}

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
          renderTags={(tags, getTagProps) =>
            namedTags(
              tags.map((item) => item.name),
              getTagProps,
            )
          }
        />
      </FormControl>
      <FormControl>
        <FormLabel>Tags (type and press Enter)</FormLabel>
        <Autocomplete
          multiple
          freeSolo
          options={['accessibility', 'performance', 'design']}
          defaultValue={['performance']}
          renderTags={(tags, getTagProps) => namedTags(tags, getTagProps)}
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
