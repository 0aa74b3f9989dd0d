import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

function artwork(background: string, accent: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120"><rect width="200" height="120" fill="${background}"/><circle cx="150" cy="45" r="30" fill="${accent}"/><rect x="20" y="70" width="90" height="30" rx="15" fill="${accent}" opacity="0.7"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(markup)}")`;
}

const categories = [
  { label: 'Hiking', image: artwork('#386641', '#a7c957') },
  { label: 'Climbing', image: artwork('#6d597a', '#eaac8b') },
  { label: 'Paddling', image: artwork('#1d3557', '#a8dadc') },
];

const Tile = styled(ButtonBase)(({ theme }) => ({
  position: 'relative',
  height: 140,
  flex: '1 1 160px',
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: '#fff',
  // A dark layer under the label keeps it readable on any picture.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: 'rgba(0, 0, 0, 0.45)',
    transition: theme.transitions.create('background-color'),
  },
  '&:hover::before, &.Mui-focusVisible::before': {
    backgroundColor: 'rgba(0, 0, 0, 0.25)',
  },
  '&.Mui-focusVisible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function CategoryButtons() {
  const [chosen, setChosen] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {categories.map((category) => (
          <Tile
            key={category.label}
            focusRipple
            aria-pressed={chosen === category.label}
            onClick={() => setChosen(category.label)}
            style={{ backgroundImage: category.image }}
          >
            <Typography
              component="span"
              variant="subtitle1"
              sx={{
                position: 'relative',
                fontWeight: 'fontWeightMedium',
                borderBlockEnd:
                  chosen === category.label ? '3px solid currentColor' : '3px solid transparent',
              }}
            >
              {category.label}
            </Typography>
          </Tile>
        ))}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {chosen ? `Showing ${chosen.toLowerCase()} gear` : 'Pick a category'}
      </Typography>
    </Box>
  );
}
