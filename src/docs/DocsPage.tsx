import type * as React from 'react';
import NextLink from 'next/link';
import Link from '@mui/material/Link';
import { useTranslate } from '@/i18n/I18nProvider';
import ArticleLayout from './ArticleLayout';
import type { DemoRegistry } from './demoRegistry';
import Demo from './Demo';
import MarkdownHtml from './MarkdownHtml';
import type { DocsPageData } from './pageData';

export default function DocsPage({
  page,
  demos,
  DemoWrapper,
}: {
  page: DocsPageData;
  demos: DemoRegistry;
  DemoWrapper?: React.ComponentType<{ children: React.ReactNode }>;
}) {
  const t = useTranslate();
  return (
    <ArticleLayout page={page}>
      {/* Markdown styles apply to the prose blocks only, never inside a live demo. */}
      <div className="docs-body">
        {page.body.map((block, index) =>
          block.kind === 'html' ? (
            <MarkdownHtml key={index} html={block.html} />
          ) : (
            <Demo key={block.id} demo={block} registry={demos} Wrapper={DemoWrapper} />
          ),
        )}
        {page.apiLinks.length ? (
          <section aria-labelledby="component-api" className="markdown-body">
            <h2 id="component-api">{t('api.apiReference')}</h2>
            <p>{t('api.apiReferenceIntro')}</p>
            <ul>
              {page.apiLinks.map((link) => (
                <li key={link.pathname}>
                  <Link component={NextLink} href={link.pathname} prefetch={false}>
                    <code>{link.title.replace(/ API$/, '')}</code> API
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </ArticleLayout>
  );
}
