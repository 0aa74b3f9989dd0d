/**
 * build-cache/page-data.json: the page data of every route of the site (of the routes built, under
 * BUILD_ROUTES), written by `npm run generate` (./writeSitePages.ts) for the site index it wrote.
 * Astro's getStaticPaths renders from it, and the steps after the build (search index, Markdown
 * copies, llms.txt) read it. An export in another folder (STATIC_OUT_DIR) has a file of its own.
 * Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, DocsPageData, PageData } from '@/model/pageData';
import { CACHE_DIR, OUT_DIR, ROOT_DIR, SITE_INDEX_FILE } from '../paths';

export type ArticleData = DocsPageData | ApiPageData;

/**
 * The page-data file of the export in `outDir`: build-cache/page-data.json for out/, a file of its
 * own for any other folder (the variant build's), named after it. A build of one export then never
 * replaces the data another was rendered from: each reads back its own unchanged pages (the variant
 * build, with its other site configuration, made the next full build redo all 773 routes).
 */
export function pageDataFile(outDir = OUT_DIR, cacheDir = CACHE_DIR): string {
  const folder = path.relative(ROOT_DIR, path.resolve(ROOT_DIR, outDir));
  if (folder === 'out') return path.join(cacheDir, 'page-data.json');
  return path.join(cacheDir, `page-data.${folder.replace(/[^\w-]+/g, '_')}.json`);
}

/** The page-data file of this build's export (STATIC_OUT_DIR, out/ by default). */
export const PAGE_DATA_FILE = pageDataFile();

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
