import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import WavesOutlined from '@mui/icons-material/WavesOutlined';
import Hero from './marketing/Hero';
import Highlights from './marketing/Highlights';
import Closing from './marketing/Closing';

const sections = [
  { id: 'features', label: 'Features' },
  { id: 'stories', label: 'Stories' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

export default function MarketingPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 3 } }}>
          <WavesOutlined color="primary" aria-hidden />
          <Typography component="div" variant="h6" sx={{ fontWeight: 700 }}>
            Tidal
          </Typography>
          <Box
            component="nav"
            aria-label="Page sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 3, flexGrow: 1 }}
          >
            {sections.map((section) => (
              <Link
                key={section.id}
                href={`#${section.id}`}
                color="inherit"
                underline="hover"
                variant="body2"
              >
                {section.label}
              </Link>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <Button href="#" color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            Sign in
          </Button>
          <Button href="#pricing" variant="contained" size="small">
            Start free
          </Button>
        </Toolbar>
      </AppBar>
      <Hero />
      <Highlights />
      <Closing />
    </Box>
  );
}
