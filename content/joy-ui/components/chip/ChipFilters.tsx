import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import CheckRounded from '@mui/icons-material/CheckRounded';

const filters = ['In stock', 'Free delivery', 'On sale', 'Eco label', 'Rated 4+'];

export default function ChipFilters() {
  const [active, setActive] = React.useState<string[]>(['In stock']);
  return (
    <Box role="group" aria-label="Filters" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {filters.map((name) => {
        const checked = active.includes(name);
        return (
          <Chip
            key={name}
            variant={checked ? 'soft' : 'outlined'}
            color={checked ? 'primary' : 'neutral'}
            startDecorator={checked && <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} />}
          >
            <Checkbox
              variant="outlined"
              color={checked ? 'primary' : 'neutral'}
              disableIcon
              overlay
              label={name}
              checked={checked}
              onChange={(event) =>
                setActive((prev) =>
                  event.target.checked ? [...prev, name] : prev.filter((item) => item !== name),
                )
              }
            />
          </Chip>
        );
      })}
    </Box>
  );
}
