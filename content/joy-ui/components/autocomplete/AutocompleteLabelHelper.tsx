import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const timeZones = [
  'Africa/Lagos',
  'America/Bogota',
  'America/Toronto',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Australia/Perth',
  'Europe/Madrid',
  'Europe/Warsaw',
];

export default function AutocompleteLabelHelper() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Time zone</FormLabel>
      <Autocomplete options={timeZones} placeholder="Region/City" />
      <FormHelperText>Meeting invitations are sent in this time zone.</FormHelperText>
    </FormControl>
  );
}
