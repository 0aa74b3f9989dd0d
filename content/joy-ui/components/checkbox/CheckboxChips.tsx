import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Pets allowed', 'Breakfast', 'Air conditioning'];

export default function CheckboxChips() {
  const [chosen, setChosen] = React.useState<string[]>(['Wi-Fi']);
  return (
    <Box role="group" aria-labelledby="amenities-label" sx={{ maxWidth: 380 }}>
      <Typography
        id="amenities-label"
        level="title-sm"
        component="span"
        sx={{ display: 'block', mb: 1 }}
      >
        Amenities
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {amenities.map((item) => {
          const checked = chosen.includes(item);
          return (
            <Chip
              key={item}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={
                checked ? <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} /> : null
              }
            >
              <Checkbox
                size="sm"
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={item}
                checked={checked}
                onChange={(event) =>
                  setChosen((list) =>
                    event.target.checked ? [...list, item] : list.filter((value) => value !== item),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
