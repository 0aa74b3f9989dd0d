import Head from 'next/head';
import { useDocsConfig } from '@/config/DocsProvider';

export interface Crumb {
  name: string;
  path: string;
}

/** Where each product's social card lives (public/static/social/, 1200 × 630). */
export function socialImagePath(productId: string | null): string {
  return `/static/social/${productId ?? 'home'}.jpg`;
}

/** JSON for a script tag: `<` escaped so page text can never close the tag. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Title, description, canonical URL, OpenGraph and Twitter tags, and breadcrumb structured data. */
export default function SeoHead({
  title,
  description,
  path,
  productId,
  breadcrumbs = [],
}: {
  title: string;
  description: string;
  path: string;
  productId: string | null;
  breadcrumbs?: Crumb[];
}) {
  const { site } = useDocsConfig();
  const url = `${site.siteUrl}${path}`;
  const image = `${site.siteUrl}${socialImagePath(productId)}`;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={breadcrumbs.length ? 'article' : 'website'} />
      <meta property="og:site_name" content="MUI Docs" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {breadcrumbs.length ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonForScript({
              '@context': 'https://schema.org',
              '@type': 'BreadcrumbList',
              itemListElement: breadcrumbs.map((crumb, i) => ({
                '@type': 'ListItem',
                position: i + 1,
                name: crumb.name,
                item: `${site.siteUrl}${crumb.path}`,
              })),
            }),
          }}
        />
      ) : null}
    </Head>
  );
}
