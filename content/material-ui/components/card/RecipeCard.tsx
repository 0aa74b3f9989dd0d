import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#f4a261"/><circle cx="200" cy="110" r="70" fill="#fefae0"/><circle cx="200" cy="110" r="52" fill="#e76f51"/><circle cx="180" cy="95" r="9" fill="#2a9d8f"/><circle cx="222" cy="118" r="9" fill="#2a9d8f"/><circle cx="195" cy="135" r="7" fill="#fefae0"/></svg>',
)}`;

export default function RecipeCard() {
  const [liked, setLiked] = React.useState(false);
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>MR</Avatar>}
        action={
          <IconButton aria-label="Recipe options">
            <MoreVertIcon />
          </IconButton>
        }
        title="Tomato and basil tart"
        titleTypographyProps={{ component: 'h3' }}
        subheader="Maya Rossi · 35 min"
      />
      <CardMedia
        component="img"
        height={180}
        image={image}
        alt="Illustration of a round tart topped with tomato and basil"
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Flaky puff pastry, a layer of ricotta and the ripest tomatoes you can find.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Save to favourites"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton
          aria-label="Show method"
          aria-expanded={expanded}
          aria-controls="tart-method"
          onClick={() => setExpanded((value) => !value)}
          sx={{
            marginInlineStart: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id="tart-method">
        <CardContent>
          <Typography variant="body2">
            Bake the pastry at 200 °C for 12 minutes. Spread the ricotta, add sliced tomatoes,
            drizzle with olive oil and bake 15 minutes more. Finish with torn basil.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
