import type * as React from 'react';
import dynamic from 'next/dynamic';
import AppFrame from '@/shell/AppFrame';
import type { DemoRegistry } from './demoRegistry';
import DocsPage from './DocsPage';
import type { PageData } from './pageData';
import RedirectPage from './RedirectPage';

/** Rendered on the server like any component; its code loads only on API pages. */
const ApiPage = dynamic(() => import('./api/ApiPage'));
const FullPageDemo = dynamic(() => import('./FullPageDemo'));

/** What every product route renders: the page data, the product's demos and its demo wrapper. */
export default function DocsRoute({
  page,
  demos,
  DemoWrapper,
}: {
  page: PageData;
  demos: DemoRegistry;
  DemoWrapper?: React.ComponentType<{ children: React.ReactNode }>;
}) {
  if (page.kind === 'redirect') return <RedirectPage to={page.to} />;
  if (page.kind === 'fullPage')
    return <FullPageDemo page={page} registry={demos} Wrapper={DemoWrapper} />;
  return (
    <AppFrame product={page.product} nav={page.nav} route={page.route}>
      {page.kind === 'api' ? (
        <ApiPage page={page} />
      ) : (
        <DocsPage page={page} demos={demos} DemoWrapper={DemoWrapper} />
      )}
    </AppFrame>
  );
}
