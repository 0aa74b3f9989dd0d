import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function InvertedSkip() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 380 }}>
      <Typography level="title-lg">Team plan · 12 seats</Typography>
      <Typography level="body-sm" textColor="inherit">
        Renews on 3 January. Seats you remove are credited to the next invoice.
      </Typography>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button variant="solid">Add seats</Button>
        <Button variant="solid" color="danger">
          Cancel plan (inverted)
        </Button>
        <Box data-skip-inverted-colors sx={{ display: 'contents' }}>
          <Button variant="solid" color="danger">
            Cancel plan (skipped)
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
