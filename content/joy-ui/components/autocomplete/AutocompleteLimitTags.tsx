import Autocomplete from '@mui/joy/Autocomplete';
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
      />
    </FormControl>
  );
}
