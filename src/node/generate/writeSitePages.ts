/**
 * The page-data step of `npm run generate`: every route's page data (./buildPageData.ts: Markdown,
 * highlighting, API tables) for the export's page-data file (./allPageData.ts), which Astro renders
 * from; under BUILD_ROUTES only those routes'. A route whose inputs (./pageDataInputs.ts) are those
 * of a page in the previous file is read back; the others are built on worker threads. Starts once
 * the bundle sizes are known (API pages show them) and the demo sources are done (their threads
 * free the cores).
 */
import path from 'node:path';
import type Tinypool from 'tinypool';
import { siteConfig } from '@/config/siteConfig';
import type { PageData } from '@/model/pageData';
import { routeKey, routesToBuild } from '../buildRoutes';
import { ContentError } from '../contentError';
import { readJson } from '../readJson';
import { createWorkerPool } from '../workerPool';
import { writeIfChanged } from '../writeIfChanged';
import { API_CACHE_DIR } from './api/apiDocs';
import { BUNDLE_SIZE_CACHE_DIR } from './bundleSize/bundleSizes';
import { hoversOfPage } from './codeBlocks/codeBlocksCache';
import { lastCommitDate } from './lastCommitDates';
import {
  codeFingerprint,
  directoryHash,
  indexWithoutBodies,
  pageDataKey,
  routeInputs,
  sha256,
  type SharedInputs,
} from './pageDataInputs';
import type { PageDataResult, PageDataTask } from './pageDataWorker';
import buildOnThisThread from './pageDataWorker';
import { PAGE_DATA_FILE, siteIndexHash, type SitePagesFile } from './allPageData';
import { siteSource } from './siteSource';
import type { SiteIndex } from './siteIndexTypes';

const WORKER_MODULE = path.join(__dirname, 'pageDataWorker.ts');

/**
 * Worker threads. The code-block check may still hold one thread when the first routes start; the
 * machines this runs on (CI, a laptop) have two cores or more.
 */
const THREADS = 2;
/** Below this many routes to build, starting threads (Shiki, TypeScript, the index) costs more. */
const MIN_ROUTES_FOR_WORKERS = 16;

async function sharedInputs(index: SiteIndex): Promise<SharedInputs> {
  return {
    code: await codeFingerprint(WORKER_MODULE),
    index: sha256(JSON.stringify(indexWithoutBodies(index))),
    apiDocs: directoryHash(API_CACHE_DIR),
    bundleSizes: directoryHash(BUNDLE_SIZE_CACHE_DIR),
    siteConfig: JSON.stringify(siteConfig),
  };
}

export interface PageDataBuilder {
  build(tasks: readonly PageDataTask[]): Promise<PageData[]>;
  close(): Promise<void>;
}

/** Builds routes' page data, on this thread when few, else on worker threads started once. */
class ThreadedBuilder implements PageDataBuilder {
  private pool: Tinypool | undefined;

  async build(tasks: readonly PageDataTask[]): Promise<PageData[]> {
    let results: PageDataResult[];
    if (tasks.length < MIN_ROUTES_FOR_WORKERS && !this.pool) {
      results = [];
      for (const task of tasks) results.push(await buildOnThisThread(task));
    } else {
      this.pool ??= createWorkerPool(WORKER_MODULE, THREADS);
      const pool = this.pool;
      results = await Promise.all(tasks.map((task) => pool.run(task) as Promise<PageDataResult>));
    }
    return results.map((result) => {
      if (result.ok) return result.page;
      throw result.contentError ? new ContentError(result.message) : new Error(result.message);
    });
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}

export interface SitePagesOptions {
  /** The export's page-data file (./allPageData.ts `pageDataFile`). */
  file?: string;
  /** The routes to build (`routesToBuild`: BUILD_ROUTES), null for every route. */
  only?: ReadonlySet<string> | null;
  /** What builds the routes not read back: worker threads by default. */
  builder?: PageDataBuilder;
}

/**
 * Writes the page data of every route of `index` (whose JSON, as written to
 * build-cache/site-index.json, is `indexJson`), or of the routes `only` names; returns how many
 * routes there are and how many were built rather than read back. The routes of Markdown pages
 * wait for `hoversReady` (the code-block check, whose types on hover they show); the others (API,
 * full-page demos, redirects) start at once.
 */
export async function writeSitePages(
  index: SiteIndex,
  indexJson: string,
  hoversReady: Promise<unknown>,
  {
    file = PAGE_DATA_FILE,
    only = routesToBuild(),
    builder = new ThreadedBuilder(),
  }: SitePagesOptions = {},
): Promise<{ routes: number; built: number }> {
  const source = siteSource(index);
  const shared = await sharedInputs(index);
  const routes = source.routes().filter((route) => !only || only.has(routeKey(route.route)));
  const previous = readJson<Partial<SitePagesFile>>(file);
  const cached = new Map<string, PageData>();
  // Anything but this step's own format (an older build's file, a partial write) caches nothing.
  if (Array.isArray(previous?.keys) && Array.isArray(previous.pages)) {
    const pages = previous.pages;
    previous.keys.forEach((key, i) => {
      if (pages[i]) cached.set(key, pages[i]);
    });
  }
  const keys = new Map<string, string>();
  const built = new Map<string, PageData>();
  const buildMissing = async (group: typeof routes) => {
    for (const route of group) {
      const own = routeInputs(source, route, {
        hoversOf: hoversOfPage,
        lastUpdatedOf: lastCommitDate,
      });
      keys.set(route.route, pageDataKey(shared, own));
    }
    const missing = group.filter((route) => !cached.has(keys.get(route.route)!));
    const pages = await builder.build(missing);
    missing.forEach((route, i) => built.set(route.route, pages[i]!));
  };
  try {
    const withPage = routes.filter((route) => source.page(route.route));
    await Promise.all([
      buildMissing(routes.filter((route) => !source.page(route.route))),
      hoversReady.then(() => buildMissing(withPage)),
    ]);
  } finally {
    await builder.close();
  }
  const pagesFile: SitePagesFile = {
    siteIndex: siteIndexHash(indexJson),
    keys: routes.map((route) => keys.get(route.route)!),
    pages: routes.map((route) => built.get(route.route) ?? cached.get(keys.get(route.route)!)!),
  };
  writeIfChanged(file, JSON.stringify(pagesFile));
  return { routes: routes.length, built: built.size };
}
