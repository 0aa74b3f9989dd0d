import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
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
];

export default function TypographyScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: 1,
        alignItems: 'baseline',
        overflow: 'hidden',
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" component="code" sx={{ color: 'text.secondary' }}>
            {variant}
          </Typography>
          {/* component="div" keeps the specimens out of the page's heading outline. */}
          <Typography variant={variant} component="div" noWrap>
            Harbour lights
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
