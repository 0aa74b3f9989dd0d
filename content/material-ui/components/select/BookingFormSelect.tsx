import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rooms = ['Aurora (8 seats)', 'Baobab (4 seats)', 'Cedar (12 seats)'];
const equipment = ['Projector', 'Whiteboard', 'Video call kit'];

export default function BookingFormSelect() {
  const [room, setRoom] = React.useState('');
  const [extras, setExtras] = React.useState<string[]>([]);
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  const roomLabelId = React.useId();
  const extrasLabelId = React.useId();
  const helperId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(
      Array.from(data.entries())
        .map(([key, value]) => `${key}=${String(value)}`)
        .join('  '),
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 320 }}>
      <FormControl required>
        <InputLabel id={roomLabelId}>Room</InputLabel>
        <Select
          labelId={roomLabelId}
          label="Room"
          name="room"
          value={room}
          onChange={(event) => setRoom(event.target.value)}
          aria-describedby={helperId}
        >
          {rooms.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id={helperId}>
          Submit without a room to see the browser stop you.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <InputLabel id={extrasLabelId}>Equipment</InputLabel>
        <Select
          labelId={extrasLabelId}
          label="Equipment"
          name="equipment"
          multiple
          value={extras}
          onChange={(event) => {
            const { value } = event.target;
            setExtras(typeof value === 'string' ? value.split(',') : value);
          }}
        >
          {equipment.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Book
      </Button>
      <Typography
        variant="body2"
        role="status"
        sx={{ color: 'text.secondary', minHeight: '1.5em' }}
      >
        {submitted === null ? '' : `Sent: ${submitted}`}
      </Typography>
    </Stack>
  );
}
