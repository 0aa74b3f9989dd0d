import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyQuote() {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        maxWidth: 460,
        paddingInlineStart: 2,
        borderInlineStart: '3px solid',
        borderColor: 'primary.outlinedBorder',
      }}
    >
      <Typography component="blockquote" level="body-lg" textColor="text.primary" sx={{ m: 0 }}>
        The ferry was late, the café was closed, and it was still the best morning of the whole
        trip.
      </Typography>
      <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
        — Mira Castell, <cite>Notes from the North Pier</cite>
      </Typography>
    </Box>
  );
}
