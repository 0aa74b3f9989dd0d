/**
 * build-cache/page-data.json: the page data of every route of the site, written by
 * `npm run generate` (./writeSitePages.ts) for the site index it wrote. Astro's getStaticPaths
 * renders from it, and the steps after the build (search index, Markdown copies, llms.txt) read it.
 * Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, DocsPageData, PageData } from '@/model/pageData';
import { CACHE_DIR, SITE_INDEX_FILE } from '../paths';

export type ArticleData = DocsPageData | ApiPageData;

export const PAGE_DATA_FILE = path.join(CACHE_DIR, 'page-data.json');

export interface SitePagesFile {
  /** Hash of the site index (build-cache/site-index.json) the pages were made from. */
  siteIndex: string;
  /** Each page's cache key (./pageDataInputs.ts), in the order of `pages`. */
  keys: string[];
  /** Every route's page data, in the order of `SiteSource.routes()`. */
  pages: PageData[];
}

export function siteIndexHash(indexJson: string | Buffer): string {
  return crypto.createHash('sha256').update(indexJson).digest('hex');
}

let read: { pagesMtime: number; indexMtime: number; pages: PageData[] } | undefined;

/**
 * Every route's page data, as `npm run generate` last wrote it for the current site index (read
 * again when either file changes: `npm run dev` reruns generate on content changes). Fails, saying
 * what to run, when the file is missing or was made from another site index.
 */
export function readSitePages(file = PAGE_DATA_FILE, indexFile = SITE_INDEX_FILE): PageData[] {
  const rerun = 'run "npm run generate" (npm run build and npm run dev run it first)';
  const pagesStat = fs.statSync(file, { throwIfNoEntry: false });
  if (!pagesStat) throw new Error(`${file} is missing: ${rerun}.`);
  const indexStat = fs.statSync(indexFile, { throwIfNoEntry: false });
  if (!indexStat) throw new Error(`${indexFile} is missing: ${rerun}.`);
  if (read?.pagesMtime === pagesStat.mtimeMs && read.indexMtime === indexStat.mtimeMs) {
    return read.pages;
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SitePagesFile>;
  if (!Array.isArray(data.pages) || data.siteIndex !== siteIndexHash(fs.readFileSync(indexFile))) {
    throw new Error(`${file} was not made from the current ${indexFile}: ${rerun}.`);
  }
  read = { pagesMtime: pagesStat.mtimeMs, indexMtime: indexStat.mtimeMs, pages: data.pages };
  return data.pages;
}

/** The articles (Markdown and API pages) of the last build, for the post-build steps. */
export function readArticles(file = PAGE_DATA_FILE): ArticleData[] {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the build first.`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as SitePagesFile).pages.filter(
    (page): page is ArticleData => page.kind === 'docs' || page.kind === 'api',
  );
}
