import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkIcon from '@mui/icons-material/Bookmark';

function cover(color: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><rect width="300" height="120" fill="${color}"/><circle cx="240" cy="40" r="22" fill="#ffffff" opacity="0.5"/><path d="M0 120 L110 60 L190 100 L300 50 V120 Z" fill="#ffffff" opacity="0.35"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const articles = [
  {
    id: 'tides',
    title: 'Reading a tide table before a coastal walk',
    summary: 'Low tide, spring tides and the two hours that matter most.',
    color: '#2a6f97',
  },
  {
    id: 'bread',
    title: 'A starter that survives a week of neglect',
    summary: 'Feeding ratios, fridge pauses and how to wake it up again.',
    color: '#9c6644',
  },
];

export default function ArticleLinkCards() {
  const [saved, setSaved] = React.useState<string[]>([]);

  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {articles.map((article) => {
        const isSaved = saved.includes(article.id);
        return (
          <Card
            key={article.id}
            component="li"
            variant="outlined"
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <CardMedia component="img" image={cover(article.color)} alt="" height={120} />
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {/* The link's ::after covers the whole card, so the card is one big link. */}
                <Link
                  href={`#article-${article.id}`}
                  color="inherit"
                  underline="hover"
                  sx={{
                    '&:focus-visible': { outline: 'none' },
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {article.title}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {article.summary}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              {/* Above the link's overlay, so it gets its own clicks. */}
              <IconButton
                aria-label={`Save “${article.title}”`}
                aria-pressed={isSaved}
                onClick={() =>
                  setSaved((prev) =>
                    isSaved ? prev.filter((id) => id !== article.id) : [...prev, article.id],
                  )
                }
                sx={{ position: 'relative', zIndex: 1 }}
              >
                {isSaved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
              </IconButton>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
