import type { AstroPrerenderer } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedPages } from './prerenderedPages';

type HookArgs<K extends keyof Astro.IntegrationHooks> = Parameters<Astro.IntegrationHooks[K]>[0];

const STYLE = '<style data-emotion="css 1x">.css-1x{color:red}</style>';
const PAGE = `<!DOCTYPE html><html><head><title>A</title></head><body><main>${STYLE}<p>${'Text of the page. '.repeat(200)}</p>\u0000</main></body></html>`;
const FINISHED = `<!DOCTYPE html><html><head><title>A</title><style data-emotion="css 1x" data-s="">.css-1x{color:red}</style></head><body><main><p>${'Text of the page. '.repeat(200)}</p></main></body></html>`;

const envBefore = { ...process.env };
afterEach(() => {
  process.env = { ...envBefore };
});

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };

/** The integration's prerenderer around a fake default one that serves `pages` (pathname → body). */
function setUp(pages: Record<string, { body: string; type?: string; status?: number }>) {
  // No compression beside these fake renders: it would compress the real export until stopped.
  process.env.SKIP_PRECOMPRESS = '1';
  const integration = prerenderedPages();
  const base: AstroPrerenderer = {
    name: 'astro:default',
    getStaticPaths: async () =>
      Object.keys(pages).map((pathname) => ({
        pathname,
        route: {} as never,
      })),
    render: async (request) => {
      const page = pages[new URL(request.url).pathname]!;
      return new Response(page.body, {
        status: page.status ?? 200,
        headers: { 'content-type': page.type ?? 'text/html' },
      });
    },
  };
  let prerenderer: AstroPrerenderer | undefined;
  void integration.hooks['astro:build:start']?.({
    logger,
    setPrerenderer: (set: Parameters<HookArgs<'astro:build:start'>['setPrerenderer']>[0]) => {
      prerenderer = typeof set === 'function' ? set(base) : set;
    },
  } as unknown as HookArgs<'astro:build:start'>);
  const render = async (pathname: string) => {
    const response = await prerenderer!.render(new Request(`http://site${pathname}`), {
      routeData: {} as never,
    });
    return response instanceof Response ? response : response.response;
  };
  return { prerenderer: () => prerenderer!, render };
}

describe('prerenderedPages', () => {
  it('hands Astro each page finished: NUL bytes gone, inline styles in the head', async () => {
    const { render } = setUp({ '/a/': { body: PAGE } });
    expect(await (await render('/a/')).text()).toBe(FINISHED);
  });

  it('finishes the not-found page too (status 404)', async () => {
    const { render } = setUp({ '/404': { body: PAGE, status: 404 } });
    const response = await render('/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(FINISHED);
  });

  it('leaves other responses alone', async () => {
    const json = `{"a":"${STYLE}"}`;
    const { render } = setUp({ '/data.json': { body: json, type: 'application/json' } });
    expect(await (await render('/data.json')).text()).toBe(json);
  });

  it('builds only the routes BUILD_ROUTES names, and fails on one the site does not have', async () => {
    const pages = { '/': { body: PAGE }, '/404': { body: PAGE }, '/a/b': { body: PAGE } };
    process.env.BUILD_ROUTES = ' /404.html  /a/b/ ';
    const paths = await setUp(pages).prerenderer().getStaticPaths();
    expect(paths.map(({ pathname }) => pathname)).toEqual(['/404', '/a/b']);

    process.env.BUILD_ROUTES = '/ /a/c/';
    await expect(setUp(pages).prerenderer().getStaticPaths()).rejects.toThrow(
      'BUILD_ROUTES names routes the site does not have: /a/c',
    );
    delete process.env.BUILD_ROUTES;
    expect(await setUp(pages).prerenderer().getStaticPaths()).toHaveLength(3);
  });
});
