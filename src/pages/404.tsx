import Head from 'next/head';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/I18nProvider';
import AppFrame from '@/shell/AppFrame';

export default function NotFound() {
  const t = useTranslate();
  return (
    <AppFrame product={null} route="/404/">
      <Head>
        <title>{`${t('notFound.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Box sx={{ maxWidth: 640, mx: 'auto', px: 3, py: 12, textAlign: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ fontSize: '1rem', color: 'text.secondary' }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }} data-testid="not-found-title">
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('notFound.description')}</Typography>
        <Button component={NextLink} href="/" variant="contained">
          {t('notFound.backHome')}
        </Button>
      </Box>
    </AppFrame>
  );
}
