import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/I18nProvider';
import AdSlot from '@/sponsors/AdSlot';
import { useCodeBlockHoverCopy } from './codeBlockCopy';
import type { ArticlePageData } from './pageData';
import PageActions from './PageActions';
import PageFooter from './PageFooter';
import SeoHead from './SeoHead';
import TableOfContents from './TableOfContents';

/** The frame of every article, Markdown page or API page: title, description, ad slot, footer, TOC. */
export default function ArticleLayout({
  page,
  children,
}: {
  page: ArticlePageData;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const articleRef = React.useRef<HTMLElement>(null);
  // Ctrl/Cmd+C over a code block copies it: one document listener for the whole article.
  useCodeBlockHoverCopy(articleRef, { copy: t('codeBlock.copy'), copied: t('codeBlock.copied') });
  const title = `${page.title} - ${page.product.name}`;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 4, px: { xs: 2, sm: 4 }, py: 4 }}>
      <SeoHead
        title={title}
        description={page.description}
        path={page.route}
        productId={page.product.id}
        breadcrumbs={[
          { name: page.product.name, path: page.product.landing },
          ...(page.route === page.product.landing ? [] : [{ name: page.title, path: page.route }]),
        ]}
      />
      <Box component="article" ref={articleRef} sx={{ flexGrow: 1, minWidth: 0, maxWidth: 860 }}>
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
        <PageActions route={page.route} />
        {children}
        <PageFooter page={page} />
      </Box>
      <TableOfContents headings={page.headings} />
    </Box>
  );
}
