/**
 * A worker thread of the page-data step (./writeSitePages.ts): builds one route's page data from the
 * site index `npm run generate` wrote, seen through `routeSource` (only what the route's cache key
 * covers). Errors come back as values, so a content error keeps its message and its kind.
 */
import fs from 'node:fs';
import type { PageData } from '@/model/pageData';
import type { SiteProductId } from '@/products/products';
import { ContentError } from '../contentError';
import { SITE_INDEX_FILE } from '../paths';
import { buildPageData } from './buildPageData';
import { routeSource } from './pageDataInputs';
import type { SiteIndex } from './siteIndexTypes';
import type { SiteSource } from './siteSource';

export interface PageDataTask {
  productId: SiteProductId;
  route: string;
}

export type PageDataResult =
  { ok: true; page: PageData } | { ok: false; contentError: boolean; message: string };

let loaded:
  { mtimeMs: number; index: SiteIndex; pageRoutes: Set<string>; shared: SiteSource } | undefined;

/** The source a route is built from; routes with no Markdown page of their own share one. */
function sourceOf(route: string): SiteSource {
  const mtimeMs = fs.statSync(SITE_INDEX_FILE).mtimeMs;
  if (loaded?.mtimeMs !== mtimeMs) {
    const index = JSON.parse(fs.readFileSync(SITE_INDEX_FILE, 'utf8')) as SiteIndex;
    const pageRoutes = new Set(index.pages.map((page) => page.route));
    loaded = { mtimeMs, index, pageRoutes, shared: routeSource(index, '') };
  }
  return loaded.pageRoutes.has(route) ? routeSource(loaded.index, route) : loaded.shared;
}

export default async function buildInWorker({
  productId,
  route,
}: PageDataTask): Promise<PageDataResult> {
  try {
    return { ok: true, page: await buildPageData(sourceOf(route), productId, route) };
  } catch (error) {
    return {
      ok: false,
      contentError: error instanceof ContentError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
