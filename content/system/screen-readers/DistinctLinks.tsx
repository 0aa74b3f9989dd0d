import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

const articles = [
  { title: 'Planting a winter vegetable garden', minutes: 6 },
  { title: 'Composting in a small flat', minutes: 4 },
  { title: 'Choosing fruit trees for clay soil', minutes: 9 },
];

export default function DistinctLinks() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {articles.map((article) => (
        <Box
          key={article.title}
          component="article"
          sx={{
            width: 200,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Box component="h3" sx={{ m: 0, fontSize: 16 }}>
            {article.title}
          </Box>
          <Box sx={{ my: 1, fontSize: 13, color: 'text.secondary' }}>
            {article.minutes} min read
          </Box>
          <Box component="a" href="#articles" sx={{ color: 'primary.main', fontSize: 14 }}>
            Read more
            <Box component="span" sx={visuallyHidden}>
              {' '}
              about {article.title}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
