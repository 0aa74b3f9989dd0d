import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const MAX = 3;
const topics = [
  'Urban cycling',
  'Fermentation',
  'Bird migration',
  'Typography',
  'Night photography',
  'Open-water swimming',
  'Bookbinding',
];

export default function AutocompleteMaxSelection() {
  const [value, setValue] = React.useState<string[]>(['Fermentation']);
  const full = value.length >= MAX;
  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Topics for your weekly digest</FormLabel>
      <Autocomplete
        multiple
        options={topics}
        value={value}
        onChange={(_event, newValue) => setValue(newValue.slice(0, MAX))}
        getOptionDisabled={(option) => full && !value.includes(option)}
        placeholder={full ? undefined : 'Pick a topic'}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={
                  <ChipDelete {...tagProps} onClick={onClick} aria-label={`Remove ${tag}`} />
                }
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText aria-live="polite">
        {full
          ? `That is ${MAX} of ${MAX}: remove one to choose another.`
          : `${value.length} of ${MAX} chosen.`}
      </FormHelperText>
    </FormControl>
  );
}
