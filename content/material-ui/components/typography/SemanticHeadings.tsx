import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SemanticHeadings() {
  return (
    <Paper variant="outlined" sx={{ padding: 2, maxWidth: 420 }}>
      {/* Looks like h6, but is the third-level heading of this part of the page. */}
      <Typography variant="h6" component="h3" gutterBottom>
        Shipping details
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} gutterBottom>
        Orders placed before 2 p.m. leave our warehouse the same day.
      </Typography>
      <Typography variant="subtitle2" component="h4">
        Delivery address
      </Typography>
      <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
        Grete Hansen
        <br />
        Bergstraße 12, 10115 Berlin
      </Typography>
    </Paper>
  );
}
