/**
 * The page data of every route of the site, worked out once per build: Astro's getStaticPaths
 * renders from it, and the steps after the build (search index, Markdown copies, llms.txt) read the
 * copy written to build-cache/page-data.json. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, DocsPageData, PageData } from '@/model/pageData';
import { buildPageData } from './buildPageData';
import { CACHE_DIR } from '../paths';
import { loadSiteSource, siteIndexVersion } from './siteSource';

export type ArticleData = DocsPageData | ApiPageData;

export const PAGE_DATA_FILE = path.join(CACHE_DIR, 'page-data.json');

async function computeAll(): Promise<PageData[]> {
  const pages: PageData[] = [];
  const source = loadSiteSource();
  for (const { productId, route } of source.routes()) {
    pages.push(await buildPageData(source, productId, route));
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
