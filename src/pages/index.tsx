import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import SeoHead from '@/docs/SeoHead';
import { useTranslate } from '@/i18n/I18nProvider';
import { SITE_PRODUCTS } from '@/products/products';
import AppFrame from '@/shell/AppFrame';
import ProductLogo from '@/shell/ProductLogo';

export default function Home() {
  const t = useTranslate();
  return (
    <AppFrame product={null} route="/">
      <SeoHead
        title={t('home.title')}
        description={t('home.description')}
        path="/"
        productId={null}
      />
      <Box sx={{ maxWidth: 1080, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ maxWidth: 720 }}>
          {t('home.title')}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ mt: 2, mb: 6, maxWidth: 640, color: 'text.secondary', fontSize: '1.125rem' }}
        >
          {t('home.description')}
        </Typography>
        <Box
          component="ul"
          aria-label={t('home.explore')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {SITE_PRODUCTS.filter((product) => product.listed).map((product) => (
            <li key={product.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={NextLink}
                  href={product.landing}
                  sx={{ p: 3, height: '100%', alignItems: 'flex-start' }}
                >
                  <ProductLogo product={product.id} sx={{ fontSize: 36, mb: 1.5 }} />
                  <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                    {product.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {product.tagline}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
    </AppFrame>
  );
}
