/**
 * Page data of every article route, read back from the export (`out/_next/data/<build id>/…json`,
 * the very objects getStaticProps produced) for the files derived from it after `next build`:
 * search index, Markdown copies, llms.txt. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, DocsPageData, PageData } from '@/docs/pageData';
import type { SiteIndex } from './siteIndex';

export type ArticleData = DocsPageData | ApiPageData;

export function exportedPageData(outDir: string, buildId: string, route: string): PageData {
  const file = path.join(outDir, '_next', 'data', buildId, `${route.replace(/\/$/, '')}.json`);
  if (!fs.existsSync(file)) throw new Error(`No exported page data for ${route} (${file})`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { pageProps: { page: PageData } }).pageProps
    .page;
}

export function readAllPageData(outDir: string, buildId: string, index: SiteIndex): ArticleData[] {
  return [...index.pages, ...index.apiPages].flatMap(({ route }) => {
    const page = exportedPageData(outDir, buildId, route);
    return page.kind === 'docs' || page.kind === 'api' ? [page] : [];
  });
}
