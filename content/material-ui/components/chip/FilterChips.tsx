import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Italian', 'Japanese', 'Mexican', 'Indian', 'Lebanese', 'Thai'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Japanese']);

  const toggle = (cuisine: string) =>
    setSelected((current) =>
      current.includes(cuisine)
        ? current.filter((item) => item !== cuisine)
        : [...current, cuisine],
    );

  return (
    <Box role="group" aria-labelledby="cuisine-filter-label">
      <Typography
        id="cuisine-filter-label"
        variant="subtitle2"
        component="p"
        sx={{ marginBottom: 1 }}
      >
        Cuisine
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {cuisines.map((cuisine) => {
          const active = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              icon={active ? <CheckIcon /> : undefined}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              onClick={() => toggle(cuisine)}
              aria-pressed={active}
            />
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ marginTop: 2, color: 'text.secondary' }}>
        {selected.length === 0
          ? 'Showing all restaurants'
          : `Showing ${selected.join(', ')} restaurants`}
      </Typography>
    </Box>
  );
}
