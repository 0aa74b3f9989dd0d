import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import type { TypographyStyle } from '@mui/material/styles';

// The default type scale after responsiveFontSizes, read for its numbers and styles.
const scaled = responsiveFontSizes(createTheme()).typography;
const variants = ['h1', 'h3', 'h5', 'body1'] as const;

function sizes(style: TypographyStyle) {
  const steps = [String(style.fontSize)];
  for (const [key, value] of Object.entries(style)) {
    if (key.startsWith('@media') && typeof value === 'object' && value && 'fontSize' in value) {
      steps.push(String(value.fontSize));
    }
  }
  return steps.map((step) => step.replace(/(\.\d{2})\d+rem/, '$1rem')).join(' → ');
}

export default function ResponsiveFontSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {variants.map((variant) => (
        <div key={variant}>
          {/* component="p": these are samples, not headings of the page. */}
          <Typography component="p" sx={{ ...scaled[variant], marginBlockEnd: 0.5 }} noWrap>
            Harbour lights
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            <code>{variant}</code>: {sizes(scaled[variant])}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
