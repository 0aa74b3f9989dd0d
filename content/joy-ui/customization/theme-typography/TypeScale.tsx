import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const levels: (keyof TypographySystem)[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypeScale() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'baseline' }}
    >
      {levels.map((level) => (
        <Box key={level} sx={{ display: 'contents' }}>
          <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
            {level}
          </Typography>
          <Typography level={level} component="p" sx={{ overflowWrap: 'anywhere' }}>
            Quarterly results
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
