import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const articles = [
  {
    category: 'Engineering',
    title: 'How we cut our cold-start time in half by loading the editor lazily',
    excerpt:
      'Most visitors never open the editor, yet every one of them paid for it. We moved it behind a click and measured what changed across devices.',
    date: 'Nov 12, 2026',
    minutes: 7,
  },
  {
    category: 'Design',
    title: 'Choosing a type scale that survives dense dashboards',
    excerpt: 'Six sizes were enough. Here is how we picked them and what we gave up.',
    date: 'Oct 30, 2026',
    minutes: 4,
  },
];

export default function ArticlePreview() {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 3, maxWidth: 520 }}
    >
      {articles.map((article) => (
        <li key={article.title}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'primary.main', lineHeight: 2 }}
          >
            {article.category}
          </Typography>
          <Typography variant="h6" component="h3" noWrap title={article.title}>
            <Link href="#" underline="hover" color="inherit">
              {article.title}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', marginBlock: 0.5 }}>
            {article.excerpt}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {article.date} · {article.minutes} min read
          </Typography>
        </li>
      ))}
    </Box>
  );
}
