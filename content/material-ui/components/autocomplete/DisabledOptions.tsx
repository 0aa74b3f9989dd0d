import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Slot {
  time: string;
  booked: boolean;
}

const slots: Slot[] = [
  { time: '09:00', booked: true },
  { time: '09:30', booked: false },
  { time: '10:00', booked: false },
  { time: '10:30', booked: true },
  { time: '11:00', booked: true },
  { time: '11:30', booked: false },
  { time: '13:00', booked: false },
  { time: '13:30', booked: true },
  { time: '14:00', booked: false },
];

export default function DisabledOptions() {
  return (
    <Autocomplete
      options={slots}
      getOptionLabel={(slot) => slot.time}
      getOptionDisabled={(slot) => slot.booked}
      renderOption={({ key, ...optionProps }, slot) => (
        <li key={key} {...optionProps}>
          {slot.booked ? `${slot.time} (booked)` : slot.time}
        </li>
      )}
      sx={{ width: 260 }}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
