import Grid from '@mui/material/Grid2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A flat SVG picture so the demo needs no network image.
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#cfe8e4"/><rect x="30" y="22" width="60" height="80" rx="10" fill="#2a6f67"/><rect x="42" y="34" width="36" height="46" rx="4" fill="#e6f4f1"/><circle cx="60" cy="92" r="5" fill="#e6f4f1"/></svg>',
)}`;

export default function ComplexGrid2() {
  return (
    <Paper variant="outlined" sx={{ padding: 2, maxWidth: 560, marginInline: 'auto' }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 'auto' }}>
          <Box
            component="img"
            src={thumbnail}
            alt="E-reader in teal"
            sx={{
              display: 'block',
              width: 120,
              height: 120,
              borderRadius: 1,
              marginInline: 'auto',
            }}
          />
        </Grid>
        {/* The rest of the row is a nested column: details on top, actions at the bottom. */}
        <Grid container size={{ xs: 12, sm: 'grow' }} direction="column" spacing={1}>
          <Grid container spacing={1} wrap="nowrap">
            <Grid size="grow" sx={{ minWidth: 0 }}>
              <Typography component="p" variant="subtitle1" noWrap>
                Paperlight 7″ e-reader, teal, 32 GB
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Ships in 2–3 days · Free returns
              </Typography>
            </Grid>
            <Grid size="auto">
              <Typography component="p" variant="subtitle1">
                €129
              </Typography>
            </Grid>
          </Grid>
          <Grid container spacing={1} sx={{ marginBlockStart: 'auto' }}>
            <Grid>
              <Button variant="contained" size="small">
                Add to cart
              </Button>
            </Grid>
            <Grid>
              <Button size="small">Compare</Button>
            </Grid>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
