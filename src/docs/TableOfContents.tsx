import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/I18nProvider';
import type { Heading } from './pageData';

export default function TableOfContents({ headings }: { headings: Heading[] }) {
  const t = useTranslate();
  if (!headings.length) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="toc-title"
      sx={{
        display: { xs: 'none', xl: 'block' },
        width: 220,
        flexShrink: 0,
        position: 'sticky',
        top: 'calc(var(--app-bar-height) + 32px)',
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - var(--app-bar-height) - 64px)',
        overflowY: 'auto',
      }}
    >
      <Typography id="toc-title" component="h2" variant="overline" sx={{ fontWeight: 700 }}>
        {t('toc')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ ps: heading.level === 3 ? 1.5 : 0, py: 0.5 }}>
            <Link href={`#${heading.id}`} underline="hover" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
