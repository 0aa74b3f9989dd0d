import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';

interface Post {
  title: string;
  excerpt: string;
  tag: string;
  author: string;
  date: string;
  minutes: number;
  hue: number;
}

const featured: Post[] = [
  {
    title: 'What a year of balcony solar taught us',
    excerpt:
      'Two panels, one inverter and a spreadsheet: the numbers behind a small rooftop experiment, month by month.',
    tag: 'Energy',
    author: 'Ines Duarte',
    date: '12 Nov 2026',
    minutes: 9,
    hue: 38,
  },
  {
    title: 'Rain gardens for terraced streets',
    excerpt: 'How three neighbours turned a flooded alley into a planted soakaway in a weekend.',
    tag: 'Water',
    author: 'Tomás Rivera',
    date: '5 Nov 2026',
    minutes: 6,
    hue: 200,
  },
];

const posts: Post[][] = [
  [
    {
      title: 'Repair cafés are busier than ever',
      excerpt: 'Volunteers fix toasters, jackets and bikes every second Saturday.',
      tag: 'Community',
      author: 'Priya Nair',
      date: '2 Nov 2026',
      minutes: 4,
      hue: 280,
    },
    {
      title: 'A beginner’s guide to heat pumps',
      excerpt: 'Sizing, noise, tariffs and the questions to ask an installer.',
      tag: 'Energy',
      author: 'Ines Duarte',
      date: '28 Oct 2026',
      minutes: 11,
      hue: 20,
    },
    {
      title: 'Composting in a flat',
      excerpt: 'Bokashi, worm bins and what to do when it starts to smell.',
      tag: 'Food',
      author: 'Mara Olsen',
      date: '21 Oct 2026',
      minutes: 5,
      hue: 120,
    },
    {
      title: 'Mapping every tree on our street',
      excerpt: 'A phone, a tape measure and a shared map made a planting plan.',
      tag: 'Community',
      author: 'Tomás Rivera',
      date: '14 Oct 2026',
      minutes: 7,
      hue: 150,
    },
  ],
  [
    {
      title: 'Cargo bikes for the school run',
      excerpt: 'Six families, one winter, and the routes that worked best.',
      tag: 'Transport',
      author: 'Priya Nair',
      date: '7 Oct 2026',
      minutes: 6,
      hue: 330,
    },
    {
      title: 'Saving seeds from tomatoes',
      excerpt: 'Ferment, rinse, dry: keep your favourite variety going.',
      tag: 'Food',
      author: 'Mara Olsen',
      date: '30 Sep 2026',
      minutes: 3,
      hue: 0,
    },
    {
      title: 'Insulating a rented home',
      excerpt: 'Curtains, draught strips and other changes a landlord will accept.',
      tag: 'Energy',
      author: 'Ines Duarte',
      date: '23 Sep 2026',
      minutes: 8,
      hue: 240,
    },
    {
      title: 'The library of things turns two',
      excerpt: 'Drills, tents and a pasta maker: what people borrow most.',
      tag: 'Community',
      author: 'Tomás Rivera',
      date: '16 Sep 2026',
      minutes: 4,
      hue: 60,
    },
  ],
];

const topics = ['Energy', 'Water', 'Food', 'Transport', 'Community'];
const archive = ['November 2026', 'October 2026', 'September 2026', 'August 2026'];

/** A cover drawn with CSS, so the template loads no image. */
function Cover({ hue, height }: { hue: number; height: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 40) % 360} 65% 35%))`,
      }}
    />
  );
}

function Byline({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: '0.8rem' }}>{post.author[0]}</Avatar>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {post.author} · {post.date} · {post.minutes} min read
      </Typography>
    </Stack>
  );
}

export default function Blog() {
  const [page, setPage] = React.useState(1);
  const shown = posts[page - 1] ?? [];

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <EnergySavingsLeafOutlined color="success" aria-hidden />
          <Typography component="div" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Green Street Journal
          </Typography>
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', sm: 'flex' }, gap: 2 }}
          >
            {topics.slice(0, 3).map((topic) => (
              <Link key={topic} href="#" color="inherit" underline="hover" variant="body2">
                {topic}
              </Link>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          Small fixes, shared widely
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4, maxWidth: 640 }}>
          Stories from neighbourhoods making their homes and streets greener, one practical step at
          a time.
        </Typography>
        <Grid container spacing={3} component="section" aria-label="Featured posts">
          {featured.map((post, index) => (
            <Grid key={post.title} size={{ xs: 12, md: index === 0 ? 7 : 5 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea href="#" sx={{ height: '100%' }}>
                  <Cover hue={post.hue} height={index === 0 ? 220 : 160} />
                  <CardContent>
                    <Chip label={post.tag} size="small" sx={{ mb: 1 }} />
                    <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
                      {post.title}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', mt: 1 }}>{post.excerpt}</Typography>
                    <Byline post={post} />
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={6} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="blog-latest">
            <Typography
              id="blog-latest"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 600, mb: 2 }}
            >
              Latest posts
            </Typography>
            <Grid container spacing={3}>
              {shown.map((post) => (
                <Grid key={post.title} size={{ xs: 12, sm: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea href="#" sx={{ height: '100%' }}>
                      <Cover hue={post.hue} height={100} />
                      <CardContent>
                        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                          {post.tag}
                        </Typography>
                        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                          {post.title}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                          {post.excerpt}
                        </Typography>
                        <Byline post={post} />
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
            <Pagination
              count={posts.length}
              page={page}
              onChange={(_event, value) => setPage(value)}
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? `${selected ? 'Current page, ' : 'Go to '}page ${item}`
                  : `Go to ${type} page`
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="About and archive">
            <Card variant="outlined" sx={{ p: 2.5, bgcolor: 'action.hover' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                About the journal
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                Written by residents and volunteers. We publish every Tuesday and never take
                advertising.
              </Typography>
            </Card>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mt: 4, mb: 1 }}>
              Topics
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {topics.map((topic) => (
                <Chip
                  key={topic}
                  label={topic}
                  component="a"
                  href="#"
                  clickable
                  variant="outlined"
                />
              ))}
            </Stack>
            <Divider sx={{ my: 3 }} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
              Archive
            </Typography>
            <Stack spacing={1}>
              {archive.map((month) => (
                <Link key={month} href="#" variant="body2">
                  {month}
                </Link>
              ))}
            </Stack>
          </Grid>
        </Grid>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, px: 2, mt: 4 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          Green Street Journal is a fictional publication made for this template.
        </Typography>
      </Box>
    </Box>
  );
}
