import type * as React from 'react';
import Head from 'next/head';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocsConfig } from '@/config/DocsProvider';
import AdSlot from '@/sponsors/AdSlot';
import type { ArticlePageData } from './pageData';
import PageFooter from './PageFooter';
import TableOfContents from './TableOfContents';

/** The frame of every article, Markdown page or API page: title, description, ad slot, footer, TOC. */
export default function ArticleLayout({
  page,
  children,
}: {
  page: ArticlePageData;
  children: React.ReactNode;
}) {
  const { site } = useDocsConfig();
  const title = `${page.title} - ${page.product.name}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 4, px: { xs: 2, sm: 4 }, py: 4 }}>
      <Head>
        <title>{title}</title>
        <meta name="description" content={page.description} />
        <link rel="canonical" href={`${site.siteUrl}${page.route}`} />
      </Head>
      <Box component="article" sx={{ flexGrow: 1, minWidth: 0, maxWidth: 860 }}>
        <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
          {page.title}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 3 }}
        >
          {page.description}
        </Typography>
        <AdSlot key={page.route} placement="top" />
        {children}
        <PageFooter page={page} />
      </Box>
      <TableOfContents headings={page.headings} />
    </Box>
  );
}
