import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FeedbackWidget from '@/feedback/LazyFeedbackWidget';
import { useTranslate, useUserLanguage } from '@/i18n/I18nProvider';
import type { ArticlePageData, PageLink } from './pageData';

function Neighbour({
  link,
  label,
  align,
}: {
  link: PageLink | null;
  label: string;
  align: 'start' | 'end';
}) {
  if (!link) return <span />;
  return (
    <Link
      component={NextLink}
      href={link.pathname}
      prefetch={false}
      underline="none"
      rel={align === 'start' ? 'prev' : 'next'}
      sx={{
        display: 'block',
        textAlign: align,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Typography
        component="span"
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {link.title}
      </Typography>
    </Link>
  );
}

export default function PageFooter({ page }: { page: ArticlePageData }) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <Box component="footer" sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <FeedbackWidget
        key={page.route}
        page={page.route}
        version={page.product.version}
        language={language}
      />
      <Box
        component="nav"
        aria-label={`${t('previousPage')} / ${t('nextPage')}`}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 3 }}
      >
        <Neighbour link={page.neighbours.prev} label={t('previousPage')} align="start" />
        <Neighbour link={page.neighbours.next} label={t('nextPage')} align="end" />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 2,
          color: 'text.secondary',
        }}
      >
        {page.editUrl ? (
          <Link href={page.editUrl} target="_blank" rel="noopener" variant="body2">
            {t('editPage')}
          </Link>
        ) : (
          <span />
        )}
        {page.lastUpdated ? (
          <Typography variant="body2">
            {t('lastUpdated')}:{' '}
            <time dateTime={page.lastUpdated}>{page.lastUpdated.slice(0, 10)}</time>
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
