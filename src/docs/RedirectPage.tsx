import * as React from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from '@/i18n/I18nProvider';

/** A static redirect: meta refresh for any host, client-side replace when JavaScript runs. */
export default function RedirectPage({ to }: { to: string }) {
  const t = useTranslate();
  const router = useRouter();
  React.useEffect(() => {
    void router.replace(to);
  }, [router, to]);
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={to} />
        <meta name="robots" content="noindex" />
        <title>{to}</title>
      </Head>
      {t('redirect')} <Link href={to}>{to}</Link>
    </Box>
  );
}
