import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const levels = [
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
] as const;

export default function TypographyLevels() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: 1,
        alignItems: 'baseline',
        width: '100%',
      }}
    >
      {levels.map((level) => (
        <Box key={level} sx={{ display: 'contents' }}>
          <Typography level="body-xs" component="span" sx={{ fontFamily: 'code' }}>
            {level}
          </Typography>
          <Typography level={level} component="div" noWrap>
            The harbour lights came on
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
