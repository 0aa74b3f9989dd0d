import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import OpenInFull from '@mui/icons-material/OpenInFull';

const BASE = '/material-ui/getting-started/templates/';

/** One card per template; `slug` is both its full-page route and its screenshots' name. */
const templates = [
  {
    slug: 'marketing-page',
    title: 'Marketing page',
    line: 'Hero, features, testimonials, pricing and FAQ.',
  },
  { slug: 'blog', title: 'Blog', line: 'Featured posts, a paginated grid and a sidebar.' },
  {
    slug: 'checkout',
    title: 'Checkout',
    line: 'Address, payment and review steps with validation.',
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    line: 'Side navigation, key figures, a chart and orders.',
  },
  { slug: 'pricing', title: 'Pricing', line: 'Three plans with a monthly or yearly switch.' },
  { slug: 'sign-in', title: 'Sign-in', line: 'A centred card with a validated form.' },
  {
    slug: 'sign-in-side',
    title: 'Sign-in side',
    line: 'A picture on one half, the form on the other.',
  },
  { slug: 'sign-up', title: 'Sign-up', line: 'Password rules checked as you type.' },
  {
    slug: 'sticky-footer',
    title: 'Sticky footer',
    line: 'A footer that stays at the bottom of short pages.',
  },
];

/** Screenshots are 640 × 400; the size attributes reserve the space before they load. */
const Shot = styled('img')({ display: 'block', width: '100%', height: 'auto' });

function Screenshot({ slug, mode }: { slug: string; mode: 'light' | 'dark' }) {
  return (
    <Shot
      src={`/static/templates/${slug}-${mode}.jpg`}
      alt=""
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      // Only the screenshot of the current colour mode shows (and a hidden lazy image never loads).
      sx={(theme) => ({
        display: mode === 'light' ? 'block' : 'none',
        ...theme.applyStyles('dark', { display: mode === 'dark' ? 'block' : 'none' }),
      })}
    />
  );
}

export default function TemplateGallery() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((template) => (
        <Grid key={template.slug} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            variant="outlined"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            data-template={template.slug}
          >
            <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
              <Screenshot slug={template.slug} mode="light" />
              <Screenshot slug={template.slug} mode="dark" />
            </Box>
            <CardContent sx={{ flexGrow: 1, pb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {template.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {template.line}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button
                size="small"
                variant="contained"
                href={`${BASE}${template.slug}/`}
                startIcon={<OpenInFull />}
                aria-label={`Open the ${template.title} template`}
              >
                Open
              </Button>
              <Button
                size="small"
                href={`#${template.slug}`}
                startIcon={<CodeOutlined />}
                aria-label={`Source of the ${template.title} template`}
              >
                Source
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
