import * as React from 'react';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const slots = ['8:00 – 10:00', '10:00 – 12:00', '14:00 – 16:00'];

export default function RadioIconsFocus() {
  const [slot, setSlot] = React.useState(slots[0]);
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel id={labelId}>Pickup window</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="pickup-window"
        value={slot}
        onChange={(event) => setSlot(event.target.value)}
        sx={{ [`& .${radioClasses.radio}`]: { position: 'relative' } }}
      >
        {slots.map((value) => (
          <Radio
            key={value}
            value={value}
            label={value}
            checkedIcon={<CheckRounded />}
            variant="outlined"
            color="primary"
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
