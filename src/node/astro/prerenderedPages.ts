import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { hoistBodyStyles, stripNulBytes } from '../postbuild/hoistStyles';
import {
  compressOneByOne,
  defaultBrotliQuality,
  listCompressibleFiles,
  PAGE_BROTLI_QUALITY,
  writeCopies,
  type CompressedCopies,
} from '../precompress';

/**
 * `BUILD_ROUTES`: the pathnames to build, space-separated (`/ /404.html /system/getting-started/`),
 * for a build that needs only a few pages (the variant test build); empty: every page.
 */
export function routesToBuild(value = process.env.BUILD_ROUTES): Set<string> | null {
  const routes = (value ?? '').split(/\s+/).filter(Boolean);
  return routes.length ? new Set(routes.map(routeKey)) : null;
}

/** `/a/b/`, `/a/b` and `a/b` are one route; `/404.html` and `/404` too. */
function routeKey(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
}

/** The HTML Astro writes for a page: React's stray NUL bytes gone, islands' styles in the head. */
export function finishPageHtml(html: string): string {
  return hoistBodyStyles(stripNulBytes(html));
}

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/**
 * Compression beside the rendering: one file at a time, so it takes the core rendering leaves idle
 * (Astro renders one page at a time, on this thread) without slowing the render down.
 */
class CompressionQueue {
  private tail: Promise<unknown> = Promise.resolve();
  files = 0;
  bytes = 0;
  busyMs = 0;

  add<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(async () => {
      const started = performance.now();
      try {
        return await task();
      } finally {
        this.busyMs += performance.now() - started;
      }
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  async compress(data: Buffer, brotliQuality: number): Promise<CompressedCopies | null> {
    const copies = await compressOneByOne(data, brotliQuality);
    if (copies) {
      this.files += 1;
      this.bytes += data.length;
    }
    return copies;
  }

  idle(): Promise<unknown> {
    return this.tail;
  }
}

interface ClientBuildPlugin {
  name: string;
  apply: 'build';
  applyToEnvironment(environment: { name: string }): boolean;
  writeBundle(options: { dir?: string }): Promise<void>;
}

/**
 * Astro integration for the pages as they are prerendered:
 * - each page's HTML is finished before Astro writes it (finishPageHtml), so it is written once,
 *   in its final form;
 * - `BUILD_ROUTES` limits the build to some pages;
 * - unless `SKIP_PRECOMPRESS=1`, the `.br` and `.gz` copies of the client build's files (scripts,
 *   styles and the public folder, copied in by then) and of every page are made while the pages
 *   render (CompressionQueue). A page's copies are written when the build is done, after Astro wrote
 *   the page, so postbuild's precompression (../precompress.ts) finds them fresh and skips them.
 */
export function prerenderedPages(): AstroIntegration {
  const compress = process.env.SKIP_PRECOMPRESS !== '1';
  const only = routesToBuild();
  const queue = new CompressionQueue();
  /** Page copies by the SHA-1 of the page's HTML: the build's `dir` tells where each page went. */
  const pageCopies = new Map<string, Promise<CompressedCopies | null>>();
  let pagesFinished = 0;
  let stylesHoisted = 0;

  const clientFiles: ClientBuildPlugin = {
    name: 'precompress-client-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      for (const file of await listCompressibleFiles(dir)) {
        void queue.add(async () => {
          const quality = defaultBrotliQuality(path.relative(dir, file));
          const copies = await queue.compress(await readFile(file), quality);
          if (copies) await writeCopies(file, copies);
        });
      }
    },
  };

  const wrap = (base: AstroPrerenderer): AstroPrerenderer => ({
    ...base,
    name: 'prerendered-pages',
    async getStaticPaths() {
      const paths = await base.getStaticPaths();
      if (!only) return paths;
      const kept = paths.filter(({ pathname }) => only.has(routeKey(pathname)));
      const missing = [...only].filter(
        (route) => !kept.some(({ pathname }) => routeKey(pathname) === route),
      );
      if (missing.length) {
        throw new Error(
          `BUILD_ROUTES names routes the site does not have: /${missing.join(', /')}`,
        );
      }
      return kept;
    },
    async render(request, options) {
      const result = await base.render(request, options);
      const response = result instanceof Response ? result : result.response;
      const type = response.headers.get('content-type');
      // The 404 page is a page too (status 404); a redirect's page is Astro's own, written later.
      const redirect = response.status >= 300 && response.status < 400;
      if (redirect || (type && !type.includes('text/html'))) return result;
      const rendered = await response.text();
      const html = finishPageHtml(rendered);
      pagesFinished += 1;
      if (html !== rendered) stylesHoisted += 1;
      const body = Buffer.from(html);
      if (compress) {
        pageCopies.set(
          sha1(body),
          queue.add(() => queue.compress(body, PAGE_BROTLI_QUALITY)),
        );
      }
      const finished = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      return result instanceof Response ? finished : { ...result, response: finished };
    },
  });

  return {
    name: 'prerendered-pages',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (compress) updateConfig({ vite: { plugins: [clientFiles] } });
      },
      'astro:build:start': ({ setPrerenderer }) => setPrerenderer(wrap),
      'astro:build:done': async ({ dir, logger }) => {
        await queue.idle();
        let written = 0;
        if (pageCopies.size) {
          const outDir = fileURLToPath(dir);
          for (const file of await listCompressibleFiles(outDir)) {
            if (!file.endsWith('.html')) continue;
            const copies = pageCopies.get(sha1(await readFile(file)));
            if (!copies) continue;
            const made = await copies;
            if (made) {
              await writeCopies(file, made);
              written += 1;
            }
          }
        }
        logger.info(
          `${pagesFinished} pages finished (inline styles moved to the head in ${stylesHoisted})` +
            (compress
              ? `; ${queue.files} files precompressed while rendering (${queue.bytes} B, ` +
                `${Math.round(queue.busyMs)} ms of compression), the copies of ${written} pages written`
              : ''),
        );
      },
    },
  };
}
