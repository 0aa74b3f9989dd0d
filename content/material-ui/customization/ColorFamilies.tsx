import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { blue, deepOrange, green, grey, purple, teal } from '@mui/material/colors';
import { getContrastRatio } from '@mui/material/styles';

const families = { purple, blue, teal, green, deepOrange, grey } as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function ColorFamilies() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {Object.entries(families).map(([name, family]) => (
        <Box key={name} component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
            {name}
          </Typography>
          {shades.map((shade) => {
            const value = family[shade];
            // Whichever of black and white reads better on this shade.
            const text =
              getContrastRatio(value, '#fff') >= getContrastRatio(value, '#000') ? '#fff' : '#000';
            return (
              <Box
                key={shade}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: 1,
                  py: 0.25,
                  fontSize: 12,
                  fontFamily: 'monospace',
                  backgroundColor: value,
                  color: text,
                }}
              >
                <span>{shade}</span>
                <span>{value}</span>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
