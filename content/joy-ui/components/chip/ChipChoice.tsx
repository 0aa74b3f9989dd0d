import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const slots = ['08:00 – 10:00', '10:00 – 12:00', '14:00 – 16:00', '18:00 – 20:00'];

export default function ChipChoice() {
  const [slot, setSlot] = React.useState(slots[1]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="chip-choice-label" level="title-sm" component="p">
        Delivery window
      </Typography>
      <RadioGroup
        orientation="horizontal"
        aria-labelledby="chip-choice-label"
        name="delivery-window"
        value={slot}
        onChange={(event) => setSlot(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {slots.map((item) => {
          const checked = slot === item;
          return (
            <Chip
              key={item}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckRounded />}
            >
              <Radio
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={item}
                value={item}
              />
            </Chip>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
