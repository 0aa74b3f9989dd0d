/**
 * The pages rendered on every core. Astro's default prerenderer renders them one at a time in the
 * build's thread: 27 s of a cold build (778 pages) with the second core of a 2-core machine idle.
 * This one renders them in worker threads (./renderWorker.ts), one per core, each with its own copy
 * of the prerender bundle; Astro still lists the paths (with the default prerenderer), writes the
 * files and runs the hooks, and asks for up to two pages per thread at once (`build.concurrency`) so
 * a thread always has the next page waiting.
 *
 * A worker's bundle is set up with what Astro's build environment reads while it renders a page
 * (node_modules/astro/dist/core/build/environment.js, `headElements`): each page's styles and the
 * head-inline scripts. Where that is not enough, a page renders in this thread as before: pages
 * whose incremental-build metadata Astro asks for, routes the bundle's manifest does not list, and
 * every page when an integration adds a page-stage script (whose bundle path Astro keeps to itself)
 * or one render thread is chosen (renderThreads).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, AstroLoggerLevel, AstroPrerenderer, RouteData } from 'astro';
import type Tinypool from 'tinypool';
import type { Plugin } from 'vite';
import { createWorkerPool } from '../workerPool';

/** What every render thread starts from (structured-cloneable). */
export interface RenderWorkerSetup {
  /** The prerender bundle's entry module, as a file URL. */
  entryUrl: string;
  /** Each page's styles (Astro's `PageBuildData.styles`) by its page key. */
  pageStyles: [key: string, styles: unknown[]][];
  /** The scripts integrations injected (`settings.scripts`): the head-inline ones are rendered. */
  scripts: InjectedScript[];
  logLevel: AstroLoggerLevel;
}

/** Fewer pages than this render faster in the build's thread than in threads that load the bundle. */
const MIN_PAGES_FOR_THREADS = 100;

/** One page for a render thread: its URL and its route, by position in routesOf(manifest). */
export interface RenderTask {
  url: string;
  route: number;
}

/** A rendered page as a thread hands it back. */
export interface RenderedPage {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

interface InjectedScript {
  stage: string;
  content: string;
}

/** The parts of Astro's prerender app (`BuildApp`) read here and in the threads. */
export interface PrerenderApp {
  manifest: { routes: { routeData: RouteData }[] };
  getOptions(): {
    allPages: Record<string, { key: string; styles: unknown[] }>;
    settings: { scripts: InjectedScript[] };
    logger: { options: { level: AstroLoggerLevel } };
  };
}

/** Every route of a manifest, fallbacks included, in one order both sides of a thread share. */
export function routesOf(manifest: PrerenderApp['manifest']): RouteData[] {
  return manifest.routes.flatMap(({ routeData }) => [routeData, ...routeData.fallbackRoutes]);
}

/**
 * Render threads for a build of `pages` pages (null: every page): one per core, at most four (each
 * holds a bundle in memory), or RENDER_THREADS (1: the pages render in the build's thread, as Astro
 * renders them by default). A build of a few pages (BUILD_ROUTES) renders in the build's thread:
 * a thread spends ~1.5 s loading the bundle before its first page, and a page takes ~35 ms.
 */
export function renderThreads(
  pages: number | null,
  cores = availableParallelism(),
  setting = process.env.RENDER_THREADS,
): number {
  const chosen = setting
    ? Number(setting)
    : pages !== null && pages < MIN_PAGES_FOR_THREADS
      ? 1
      : Math.min(cores, 4);
  if (!Number.isInteger(chosen) || chosen < 1) {
    throw new Error(
      `RENDER_THREADS must be a whole number of threads (1 or more), not "${setting}"`,
    );
  }
  return chosen;
}

/** `build.concurrency` for `threads` render threads: 1 (Astro's default) when they are not used. */
export function renderConcurrency(threads: number): number {
  return threads > 1 ? threads * 2 : 1;
}

/**
 * Records the prerender bundle's entry file as Vite writes it (the prerender environment has one
 * entry, `astro/entrypoints/prerender`).
 */
export function prerenderEntryFile(): { plugin: Plugin; file: () => string | undefined } {
  let file: string | undefined;
  const plugin: Plugin = {
    name: 'prerender-entry-file',
    applyToEnvironment: (environment) => environment.name === 'prerender',
    writeBundle(output, bundle) {
      const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
      file =
        entries.length === 1 && output.dir
          ? path.join(output.dir, entries[0]!.fileName)
          : undefined;
    },
  };
  return { plugin, file: () => file };
}

/** The default prerenderer's app once set up, if it has the parts read here. */
function prerenderApp(base: AstroPrerenderer): PrerenderApp | undefined {
  const app = (base as { app?: Partial<PrerenderApp> }).app;
  return app?.manifest && typeof app.getOptions === 'function' ? (app as PrerenderApp) : undefined;
}

function toResponse(page: RenderedPage): Response {
  return new Response(page.body, {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });
}

/**
 * `base` (Astro's default prerenderer) with its renders done in `threads` worker threads. `entry`
 * gives the prerender bundle's entry file (prerenderEntryFile); `logger` hears why the pages render
 * in this thread when they do.
 */
export function renderInWorkers(
  base: AstroPrerenderer,
  {
    entry,
    threads,
    logger,
  }: { entry: () => string | undefined; threads: number; logger: AstroIntegrationLogger },
): AstroPrerenderer {
  let pool: Tinypool | undefined;
  let routeIndex = new Map<RouteData, number>();

  /** The threads' setup, or why the pages render in this thread. */
  function workerSetup(app: PrerenderApp | undefined): RenderWorkerSetup | string {
    if (threads < 2) return 'one render thread (one core, a few pages or RENDER_THREADS=1)';
    const entryFile = entry();
    if (!app || !entryFile) return "Astro's prerender bundle or app was not found";
    const options = app.getOptions();
    if (options.settings.scripts.some(({ stage }) => stage === 'page')) {
      return 'an integration injects a page-stage script';
    }
    return {
      entryUrl: pathToFileURL(entryFile).href,
      pageStyles: Object.values(options.allPages).map(({ key, styles }) => [key, styles]),
      scripts: options.settings.scripts,
      logLevel: options.logger.options.level,
    };
  }

  return {
    ...base,
    name: 'render-in-workers',
    async setup() {
      await base.setup?.();
      const app = prerenderApp(base);
      const setup = workerSetup(app);
      if (typeof setup === 'string') {
        logger.info(`pages render in one thread: ${setup}`);
        return;
      }
      routeIndex = new Map(routesOf(app!.manifest).map((route, index) => [route, index]));
      // The threads load the bundle now, while Astro lists the paths.
      pool = createWorkerPool(
        fileURLToPath(new URL('./renderWorker.ts', import.meta.url)),
        threads,
        setup,
      );
      logger.info(`pages render in ${threads} threads`);
    },
    async render(request, options) {
      const route = routeIndex.get(options.routeData);
      if (!pool || options.collectMetadata || route === undefined) {
        return base.render(request, options);
      }
      const task: RenderTask = { url: request.url, route };
      return toResponse((await pool.run(task)) as RenderedPage);
    },
    async teardown() {
      await pool?.destroy();
      pool = undefined;
      await base.teardown?.();
    },
  };
}
