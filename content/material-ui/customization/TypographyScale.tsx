import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { typography } = createTheme();
const variants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export default function TypographyScale() {
  return (
    <Box component="dl" sx={{ m: 0, width: '100%', overflow: 'hidden' }}>
      {variants.map((variant) => {
        const style = typography[variant];
        return (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
              gap: { xs: 0, sm: 2 },
              alignItems: 'baseline',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box component="dt" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              <strong>{variant}</strong>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {`${style.fontSize} · ${style.fontWeight} · ${style.lineHeight}`}
              </Box>
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <Typography variant={variant} component="span" noWrap sx={{ display: 'block' }}>
                Pack my box
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
