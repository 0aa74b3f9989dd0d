import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyInline() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 560 }}>
      <Typography>
        Press{' '}
        <Typography component="kbd" variant="outlined" color="neutral" fontSize="sm">
          Ctrl
        </Typography>{' '}
        +{' '}
        <Typography component="kbd" variant="outlined" color="neutral" fontSize="sm">
          K
        </Typography>{' '}
        to open the command palette, then type{' '}
        <Typography component="code" variant="soft" fontFamily="code" fontSize="sm">
          theme
        </Typography>
        .
      </Typography>
      <Typography>
        The invoice is due on{' '}
        <Typography component="time" dateTime="2026-12-15" fontWeight="lg">
          15 December
        </Typography>
        , and payment is <Typography component="strong">required before shipping</Typography>.
      </Typography>
      <Typography level="body-sm">
        Prices exclude{' '}
        <Typography
          component="abbr"
          title="value-added tax"
          sx={{ textDecoration: 'underline dotted' }}
        >
          VAT
        </Typography>{' '}
        for <Typography component="em">business accounts</Typography>.
      </Typography>
    </Box>
  );
}
