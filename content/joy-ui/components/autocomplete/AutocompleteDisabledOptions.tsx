import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Slot {
  time: string;
  full: boolean;
}

const slots: Slot[] = [
  { time: '09:00', full: true },
  { time: '09:30', full: false },
  { time: '10:00', full: true },
  { time: '10:30', full: false },
  { time: '11:00', full: false },
  { time: '11:30', full: true },
];

export default function AutocompleteDisabledOptions() {
  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Pick-up time</FormLabel>
      <Autocomplete
        options={slots}
        getOptionLabel={(option) => (option.full ? `${option.time} (full)` : option.time)}
        getOptionDisabled={(option) => option.full}
        isOptionEqualToValue={(option, value) => option.time === value.time}
      />
      <FormHelperText>Full slots stay in the list but cannot be picked.</FormHelperText>
    </FormControl>
  );
}
