import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function CardWrapping() {
  return (
    <Card
      orientation="horizontal"
      variant="outlined"
      sx={{
        flexWrap: 'wrap',
        width: 560,
        minWidth: 240,
        maxWidth: '100%',
        resize: 'horizontal',
        overflow: 'hidden',
      }}
    >
      <Avatar role="img" aria-label="Ines Duarte" size="lg" variant="soft" color="primary">
        ID
      </Avatar>
      <CardContent sx={{ flex: '1 1 220px' }}>
        <Typography level="title-md">Ines Duarte</Typography>
        <Typography level="body-sm">
          Ceramics teacher. Runs the Saturday wheel-throwing class.
        </Typography>
      </CardContent>
      <CardActions sx={{ flex: '1 1 160px', alignSelf: 'center' }} buttonFlex="1">
        <Button variant="outlined" color="neutral">
          Message
        </Button>
        <Button>Book a class</Button>
      </CardActions>
    </Card>
  );
}
