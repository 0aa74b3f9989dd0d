import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { AstroIntegrationLogger, AstroPrerenderer, RouteData } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  prerenderEntryFile,
  renderConcurrency,
  renderInWorkers,
  renderThreads,
  type PrerenderApp,
} from './renderInWorkers';

/**
 * A stand-in for Astro's prerender bundle: its app answers with what it was set up with (the
 * page's styles, the head-inline scripts) and the thread it rendered in, after `delay` ms.
 */
const FAKE_ENTRY = `
import { threadId } from 'node:worker_threads';
const route = (name) => ({ route: name, component: 'src/pages' + name + '.astro', fallbackRoutes: [] });
let internals;
let options;
export const app = {
  manifest: { routes: [{ routeData: route('/a') }, { routeData: route('/404') }] },
  setInternals(value) { internals = value; },
  setOptions(value) { options = value; },
  async render(request, { routeData }) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const page = internals.pagesByKeys.get(routeData.route + '&' + routeData.component);
    const scripts = options.settings.scripts.filter((s) => s.stage === 'head-inline');
    const body = JSON.stringify({
      url: request.url,
      route: routeData.route,
      styles: page?.styles ?? null,
      scripts: scripts.map((s) => s.content),
      thread: threadId,
      logs: typeof options.logger.options.destination.write,
    });
    const status = routeData.route === '/404' ? 404 : 200;
    return new Response(body, { status, headers: { 'content-type': 'application/json', 'x-page': routeData.route } });
  },
};
`;

const route = (name: string) =>
  ({
    route: name,
    component: `src/pages${name}.astro`,
    fallbackRoutes: [],
  }) as unknown as RouteData;

const logger = {
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
} as unknown as AstroIntegrationLogger;

/** Astro's default prerenderer as renderInWorkers sees it: renders in this thread. */
function fakeBase(scripts: { stage: string; content: string }[] = []) {
  const routes = [route('/a'), route('/404')];
  const app: PrerenderApp = {
    manifest: { routes: routes.map((routeData) => ({ routeData })) },
    getOptions: () => ({
      allPages: {
        '/a&src/pages/a.astro': {
          key: '/a&src/pages/a.astro',
          styles: [{ depth: 0, order: 0, sheet: { type: 'inline', content: 'a{}' } }],
        },
      },
      settings: { scripts },
      logger: { options: { level: 'info' } },
    }),
  };
  const base = {
    name: 'astro:default',
    app: undefined as PrerenderApp | undefined,
    setup: vi.fn(async () => {
      base.app = app;
    }),
    getStaticPaths: async () => routes.map((r) => ({ pathname: r.route, route: r })),
    render: vi.fn(async () => new Response('in this thread')),
    teardown: vi.fn(async () => undefined),
  };
  return { base, routes };
}

async function text(result: Awaited<ReturnType<AstroPrerenderer['render']>>) {
  return (result instanceof Response ? result : result.response).text();
}

describe('renderInWorkers', () => {
  let dir: string;
  let entryFile: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-workers-'));
    entryFile = path.join(dir, 'prerender-entry.mjs');
    fs.writeFileSync(entryFile, FAKE_ENTRY);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    'renders the pages in worker threads set up as Astro sets up its app',
    { timeout: 30_000 },
    async () => {
      const { base, routes } = fakeBase([
        { stage: 'head-inline', content: 'inline()' },
        { stage: 'before-hydration', content: 'later()' },
      ]);
      const prerenderer = renderInWorkers(base, { entry: () => entryFile, threads: 2, logger });
      await prerenderer.setup!();
      try {
        const pages = await Promise.all(
          [0, 1, 0, 1].map((i) =>
            prerenderer.render(new Request(`http://site${routes[i]!.route}/`), {
              routeData: routes[i]!,
            }),
          ),
        );
        const responses = pages.map((page) => (page instanceof Response ? page : page.response));
        expect(responses.map((r) => r.status)).toEqual([200, 404, 200, 404]);
        expect(responses[0]!.headers.get('x-page')).toBe('/a');
        const bodies = await Promise.all(responses.map((r) => r.json()));
        expect(bodies[0]).toMatchObject({
          url: 'http://site/a/',
          route: '/a',
          styles: [{ depth: 0, order: 0, sheet: { type: 'inline', content: 'a{}' } }],
          scripts: ['inline()'],
          logs: 'function',
        });
        expect(bodies[1]).toMatchObject({ route: '/404', styles: null });
        // Four slow pages at once: both threads render, none in this one.
        const threads = new Set(bodies.map((body: { thread: number }) => body.thread));
        expect(threads.has(threadId)).toBe(false);
        expect(threads.size).toBe(2);
        expect(base.render).not.toHaveBeenCalled();
      } finally {
        await prerenderer.teardown!();
      }
      expect(base.teardown).toHaveBeenCalledOnce();
    },
  );

  it('renders in this thread what the threads cannot', async () => {
    const { base, routes } = fakeBase();
    const prerenderer = renderInWorkers(base, { entry: () => entryFile, threads: 2, logger });
    await prerenderer.setup!();
    try {
      // Incremental-build metadata is collected in Astro's own render scope.
      const metadata = prerenderer.render(new Request('http://site/a/'), {
        routeData: routes[0]!,
        collectMetadata: true,
      });
      expect(await text(await metadata)).toBe('in this thread');
      // A route the bundle's manifest does not list.
      const other = prerenderer.render(new Request('http://site/b/'), { routeData: route('/b') });
      expect(await text(await other)).toBe('in this thread');
      expect(base.render).toHaveBeenCalledTimes(2);
    } finally {
      await prerenderer.teardown!();
    }
  });

  it('renders every page in this thread on one core, without the bundle, or with a page-stage script', async () => {
    const cases = [
      { threads: 1, entry: () => entryFile, scripts: [], why: 'one render thread' },
      { threads: 2, entry: () => undefined, scripts: [], why: 'was not found' },
      {
        threads: 2,
        entry: () => entryFile,
        scripts: [{ stage: 'page', content: 'x()' }],
        why: 'page-stage script',
      },
    ];
    for (const { threads, entry, scripts, why } of cases) {
      const info = vi.fn();
      const { base, routes } = fakeBase(scripts);
      const prerenderer = renderInWorkers(base, {
        entry,
        threads,
        logger: { ...logger, info } as unknown as AstroIntegrationLogger,
      });
      await prerenderer.setup!();
      const page = prerenderer.render(new Request('http://site/a/'), { routeData: routes[0]! });
      expect(await text(await page)).toBe('in this thread');
      expect(info).toHaveBeenCalledWith(expect.stringContaining(why));
      await prerenderer.teardown!();
    }
  });

  it(
    'fails the page with the bundle’s error when the bundle does not load',
    { timeout: 30_000 },
    async () => {
      const broken = path.join(dir, 'broken-entry.mjs');
      fs.writeFileSync(broken, "throw new Error('bundle is broken');\n");
      const { base, routes } = fakeBase();
      const prerenderer = renderInWorkers(base, { entry: () => broken, threads: 2, logger });
      await prerenderer.setup!();
      try {
        await expect(
          prerenderer.render(new Request('http://site/a/'), { routeData: routes[0]! }),
        ).rejects.toThrow('bundle is broken');
      } finally {
        await prerenderer.teardown!();
      }
    },
  );

  it('sizes the threads and the concurrency by core, and finds the one prerender entry', () => {
    expect(renderThreads(null, 1, undefined)).toBe(1);
    expect(renderThreads(null, 2, undefined)).toBe(2);
    expect(renderThreads(null, 16, undefined)).toBe(4);
    // A few pages (the variant build's BUILD_ROUTES) render in the build's thread.
    expect(renderThreads(5, 2, undefined)).toBe(1);
    expect(renderThreads(500, 2, undefined)).toBe(2);
    expect(renderThreads(null, 2, '1')).toBe(1);
    expect(renderThreads(5, 2, '3')).toBe(3);
    expect(() => renderThreads(null, 2, 'two')).toThrow('RENDER_THREADS must be a whole number');
    expect(() => renderThreads(null, 2, '0')).toThrow('RENDER_THREADS must be a whole number');
    expect(renderConcurrency(1)).toBe(1);
    expect(renderConcurrency(2)).toBe(4);

    const { plugin, file } = prerenderEntryFile();
    const write = plugin.writeBundle as (output: object, bundle: object) => void;
    const chunk = (fileName: string, isEntry: boolean) => ({ type: 'chunk', fileName, isEntry });
    write(
      { dir: '/out/.prerender' },
      {
        a: chunk('prerender-entry.x.mjs', true),
        b: chunk('chunks/page_y.mjs', false),
      },
    );
    expect(file()).toBe(path.join('/out/.prerender', 'prerender-entry.x.mjs'));
    write({ dir: '/out/.prerender' }, { a: chunk('one.mjs', true), b: chunk('two.mjs', true) });
    expect(file()).toBeUndefined();
  });
});
