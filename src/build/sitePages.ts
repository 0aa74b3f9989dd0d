/**
 * The page data of every route of the site, worked out once per build: Astro's getStaticPaths
 * renders from it, and the steps after the build (search index, Markdown copies, llms.txt) read the
 * copy written to build-cache/page-data.json. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, DocsPageData, PageData } from '@/model/pageData';
import { SITE_PRODUCTS } from '@/products/products';
import { buildPageData, productSlugs, siteIndexVersion } from './pageData';
import { CACHE_DIR } from './paths';

export type ArticleData = DocsPageData | ApiPageData;

/** The Data Grid's API pages live outside its guide prefix. */
export const DATA_GRID_API_PREFIX = '/x/api/data-grid/';

export const PAGE_DATA_FILE = path.join(CACHE_DIR, 'page-data.json');

async function computeAll(): Promise<PageData[]> {
  const pages: PageData[] = [];
  const sections = [
    ...SITE_PRODUCTS.map((product) => ({ id: product.id, prefix: product.prefix })),
    { id: 'x-data-grid' as const, prefix: DATA_GRID_API_PREFIX },
  ];
  for (const { id, prefix } of sections) {
    for (const slug of productSlugs(id, prefix)) pages.push(await buildPageData(id, slug, prefix));
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(PAGE_DATA_FILE, JSON.stringify(pages));
  return pages;
}

let all: { version: number; pages: Promise<PageData[]> } | undefined;

/** Every route's page data, computed once per content version (once per build). */
export function allPageData(): Promise<PageData[]> {
  const version = siteIndexVersion();
  if (all?.version !== version) all = { version, pages: computeAll() };
  return all.pages;
}

/** The articles (Markdown and API pages) of the last build, for the post-build steps. */
export function readArticles(file = PAGE_DATA_FILE): ArticleData[] {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the build first.`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as PageData[]).filter(
    (page): page is ArticleData => page.kind === 'docs' || page.kind === 'api',
  );
}
