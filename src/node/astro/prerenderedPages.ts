import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { routeKey, routesToBuild } from '../buildRoutes';
import { hoistBodyStyles, stripNulBytes } from '../postbuild/hoistStyles';
import { precompressAhead } from './precompressAhead';
import {
  prerenderEntryFile,
  renderConcurrency,
  renderInWorkers,
  renderThreads,
} from './renderInWorkers';

/** The HTML Astro writes for a page: React's stray NUL bytes gone, islands' styles in the head. */
export function finishPageHtml(html: string): string {
  return hoistBodyStyles(stripNulBytes(html));
}

/**
 * Astro integration for the pages as they are prerendered:
 * - each page's HTML is finished before Astro writes it (finishPageHtml), so it is written once,
 *   in its final form;
 * - they render on every core (./renderInWorkers.ts);
 * - `BUILD_ROUTES` limits the build to some pages;
 * - while the pages render, a child process at the lowest priority compresses the export into the
 *   store postbuild's precompression copies from (./precompressAhead.ts). Compressing in this
 *   process instead (zlib's threads at the render thread's priority) slowed the render more than it
 *   saved: astro build 84 → 123 s, postbuild 28 → 8 s (2026-11-27, 778 pages).
 */
export function prerenderedPages(): AstroIntegration {
  const only = routesToBuild();
  const compression = precompressAhead();
  const entry = prerenderEntryFile();
  const threads = renderThreads(only ? only.size : null);
  let pagesFinished = 0;
  let stylesHoisted = 0;

  const wrap = (base: AstroPrerenderer): AstroPrerenderer => ({
    ...base,
    name: 'prerendered-pages',
    async getStaticPaths() {
      // The browser build and the public files are in the export by now.
      compression.start();
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
      const finished = new Response(html, {
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
        updateConfig({
          build: { concurrency: renderConcurrency(threads) },
          vite: { plugins: [entry.plugin] },
        });
      },
      'astro:build:start': ({ setPrerenderer, logger }) =>
        setPrerenderer((base) =>
          wrap(renderInWorkers(base, { entry: entry.file, threads, logger })),
        ),
      'astro:build:done': ({ logger }) => {
        compression.stop();
        logger.info(
          `${pagesFinished} pages finished (inline styles moved to the head in ${stylesHoisted})`,
        );
      },
    },
  };
}
