import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import CheckRounded from '@mui/icons-material/CheckRounded';

const amenities = [
  'Step-free access',
  'Bike parking',
  'Quiet carriage',
  'Baby changing',
  'Café',
  'Lockers',
  'Free water refill',
];

export default function AutocompleteCheckmarks() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Station amenities</FormLabel>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={amenities}
        defaultValue={['Step-free access', 'Lockers']}
        placeholder="Filter stations"
        renderOption={(props, option, { selected }) => (
          <AutocompleteOption {...props}>
            <ListItemDecorator>
              <CheckRounded sx={{ visibility: selected ? 'visible' : 'hidden' }} />
            </ListItemDecorator>
            {option}
          </AutocompleteOption>
        )}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="outlined"
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
      <FormHelperText>The list stays open while you pick; Escape closes it.</FormHelperText>
    </FormControl>
  );
}
