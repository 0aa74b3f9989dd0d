import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const days = [
  { value: 'mon', short: 'M', name: 'Monday' },
  { value: 'tue', short: 'T', name: 'Tuesday' },
  { value: 'wed', short: 'W', name: 'Wednesday' },
  { value: 'thu', short: 'T', name: 'Thursday' },
  { value: 'fri', short: 'F', name: 'Friday' },
  { value: 'sat', short: 'S', name: 'Saturday' },
  { value: 'sun', short: 'S', name: 'Sunday' },
];

export default function WeekdayToggleButtons() {
  const [selected, setSelected] = React.useState<string[]>(['mon', 'wed', 'fri']);

  // A repeating event needs at least one day: refuse to release the last one.
  const handleChange = (event: React.MouseEvent<HTMLElement>, next: string[]) => {
    if (next.length > 0) {
      setSelected(next);
    }
  };

  const names = days.filter((day) => selected.includes(day.value)).map((day) => day.name);

  return (
    <div>
      <Typography id="weekday-label" gutterBottom>
        Repeat on
      </Typography>
      <ToggleButtonGroup
        value={selected}
        onChange={handleChange}
        aria-labelledby="weekday-label"
        size="small"
        color="primary"
      >
        {days.map((day) => (
          <ToggleButton key={day.value} value={day.value} aria-label={day.name} sx={{ width: 40 }}>
            <span aria-hidden>{day.short}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 1 }}>
        Every {names.join(', ')}
      </Typography>
    </div>
  );
}
