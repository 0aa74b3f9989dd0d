import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function CardProfile() {
  return (
    <Card
      variant="outlined"
      sx={{ width: 300, maxWidth: '100%', textAlign: 'center', alignItems: 'center' }}
    >
      <Avatar
        role="img"
        aria-label="Amara Nwosu"
        size="lg"
        variant="solid"
        color="primary"
        sx={{ '--Avatar-size': '4.5rem', mt: 1 }}
      >
        AN
      </Avatar>
      <Chip size="sm" variant="soft" color="success">
        Open to mentoring
      </Chip>
      <CardContent>
        <Typography level="title-lg">Amara Nwosu</Typography>
        <Typography level="body-sm">
          Structural engineer working on timber bridges. Based in Lagos, often in Oslo.
        </Typography>
      </CardContent>
      <CardOverflow sx={{ width: '100%' }}>
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral">
            Message
          </Button>
          <Button variant="solid">Follow</Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}
