import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const reviewers = [
  'Aiko Tanaka',
  'Bram de Vries',
  'Chiara Russo',
  'Dev Patel',
  'Efua Mensah',
  'Farid Haddad',
];

export default function AutocompleteLimitTags() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Reviewers</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        options={reviewers}
        defaultValue={['Aiko Tanaka', 'Dev Patel', 'Efua Mensah', 'Farid Haddad']}
        getLimitTagsText={(more) => `+${more} more`}
        // The default chips' delete buttons have no name; these say whom they remove.
        renderTags={(tags, getTagProps) =>
          tags.map((name, index) => {
            const { key, onClick, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={
                  <ChipDelete {...tagProps} onClick={onClick} aria-label={`Remove ${name}`} />
                }
              >
                {name}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
