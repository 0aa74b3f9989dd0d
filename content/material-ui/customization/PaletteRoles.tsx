import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

// The default values: a fresh createTheme(), not the theme of this page.
const { palette } = createTheme();
const roles = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const shades = ['light', 'main', 'dark'] as const;

// Black or white, whichever reads better on the swatch (the labels are small).
const labelColor = (background: string) =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';

export default function PaletteRoles() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {roles.map((role) => (
        <Box key={role} component="figure" sx={{ m: 0, borderRadius: 1, overflow: 'hidden' }}>
          <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
            {role}
          </Typography>
          {shades.map((shade) => (
            <Box
              key={shade}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                px: 1.5,
                py: shade === 'main' ? 2 : 0.75,
                fontFamily: 'monospace',
                fontSize: 13,
                backgroundColor: palette[role][shade],
                color: labelColor(palette[role][shade]),
              }}
            >
              <span>{shade}</span>
              <span>{palette[role][shade]}</span>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
