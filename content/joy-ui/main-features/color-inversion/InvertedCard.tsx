import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';

export default function InvertedCard() {
  return (
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ maxWidth: 340, mx: 'auto', boxShadow: 'lg' }}
    >
      <CardContent>
        <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Workshop
        </Chip>
        <Typography level="title-lg">Design systems in practice</Typography>
        <Typography level="body-sm" sx={{ color: 'inherit' }}>
          Thursday, 18:00 — a hands-on evening on tokens, variants and dark mode.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Save a seat</Button>
        <Button variant="outlined">Details</Button>
        <IconButton variant="plain" aria-label="Bookmark the workshop">
          <BookmarkAddOutlined />
        </IconButton>
      </CardActions>
    </Card>
  );
}
