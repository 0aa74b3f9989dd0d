import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/I18nProvider';
import type { Heading } from './pageData';
import { useActiveHeading } from './useActiveHeading';

export default function TableOfContents({ headings }: { headings: Heading[] }) {
  const t = useTranslate();
  const [active, select] = useActiveHeading(headings);
  if (!headings.length) return null;
  return (
    <Box
      component="nav"
      aria-labelledby="toc-title"
      data-testid="toc"
      sx={{
        display: { xs: 'none', lg: 'block' },
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
        {headings.map((heading) => {
          const current = heading.id === active;
          return (
            <Box
              component="li"
              key={heading.id}
              sx={{ paddingInlineStart: heading.level === 3 ? 1.5 : 0 }}
            >
              <Link
                href={`#${heading.id}`}
                onClick={() => select(heading.id)}
                underline="hover"
                aria-current={current ? 'location' : undefined}
                sx={{
                  display: 'block',
                  py: 0.5,
                  paddingInlineStart: 1,
                  fontSize: '0.875rem',
                  borderInlineStart: '2px solid',
                  borderColor: current ? 'primary.main' : 'transparent',
                  color: current ? 'primary.main' : 'text.secondary',
                  fontWeight: current ? 600 : 400,
                }}
              >
                {heading.text}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
