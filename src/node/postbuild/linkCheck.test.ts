import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listExportedPages } from './exportedHtml';
import { checkLinks, checkTextLinks, formatBrokenLinks } from './linkCheck';
import { robotsTxt, sitemapRoutes, sitemapXml } from './seo/sitemap';

const SITE = 'https://docs.example.com';

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html><head><title>${title}</title>${head}</head><body>${body}<script>self.__x = '<a href="/in-script/">'</script></body></html>`;
}

const FILES: Record<string, string> = {
  'index.html': page(
    'Home',
    '<a href="/material-ui/react-button/">Button</a><a href="https://github.com/mui">GitHub</a><a href="mailto:a@b.c">Mail</a>',
  ),
  'material-ui/react-button/index.html': page(
    'Button',
    [
      '<h2 id="sizes">Sizes</h2><h2 id="caf%C3%A9">x</h2>',
      '<a href="#sizes">ok: own anchor</a>',
      '<a href="/material-ui/api/button/#props-color">ok: other page anchor</a>',
      `<a href="${SITE}/material-ui/api/button/">ok: absolute link to the site</a>`,
      '<a href="/static/logo.svg">ok: a file</a>',
      '<a href="../api/button/">ok: relative</a>',
      '<section class="demo" data-demo="Nav"><a href="#about">demo link</a></section>',
      '<a href="/material-ui/react-missing/">broken: no page</a>',
      '<a href="/material-ui/api/button/#props-nope">broken: no anchor</a>',
      '<a href="/material-ui/api/button">broken: no trailing slash</a>',
      '<a href="/static/missing.png">broken: no file</a>',
      '<a href="#not-here">broken: own anchor</a>',
    ].join(''),
  ),
  'material-ui/api/button/index.html': page('Button API', '<h2 id="props-color">color</h2>'),
  '404.html': page('Not found', '<a href="/">Home</a>', '<meta name="robots" content="noindex"/>'),
  'static/logo.svg': '<svg/>',
  '_astro/chunk.html': page('internal', '<a href="/nowhere/">x</a>'),
};

let outDir = '';

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), content);
  }
});

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('checkLinks', () => {
  it('names the page, the link and the reason of every broken internal link, and nothing else', () => {
    const broken = checkLinks(listExportedPages(outDir), outDir, SITE);
    expect(broken).toEqual([
      {
        page: '/material-ui/react-button/',
        href: '/material-ui/react-missing/',
        reason: 'no page at /material-ui/react-missing/',
      },
      {
        page: '/material-ui/react-button/',
        href: '/material-ui/api/button/#props-nope',
        reason: 'no element with id "props-nope" on /material-ui/api/button/',
      },
      {
        page: '/material-ui/react-button/',
        href: '/material-ui/api/button',
        reason: 'no page at /material-ui/api/button (internal links end with a slash)',
      },
      {
        page: '/material-ui/react-button/',
        href: '/static/missing.png',
        reason: 'no file at /static/missing.png',
      },
      {
        page: '/material-ui/react-button/',
        href: '#not-here',
        reason: 'no element with id "not-here" on /material-ui/react-button/',
      },
    ]);
    expect(formatBrokenLinks(broken)).toContain(
      'on /material-ui/react-button/: /material-ui/react-missing/ → no page at /material-ui/react-missing/',
    );
  });
});

describe('sitemap and robots', () => {
  it('lists every indexable page, and only those, under the site URL', () => {
    const routes = sitemapRoutes(listExportedPages(outDir));
    expect(routes).toEqual(['/', '/material-ui/api/button/', '/material-ui/react-button/']);
    const xml = sitemapXml(SITE, routes);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/`,
      `${SITE}/material-ui/api/button/`,
      `${SITE}/material-ui/react-button/`,
    ]);
    expect(sitemapXml(SITE, ['/a&b/'])).toContain('<loc>https://docs.example.com/a&amp;b/</loc>');
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('checkTextLinks', () => {
  it('reports links to the site that name no file of the export', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-links-'));
    fs.writeFileSync(path.join(dir, 'a.md'), '# A');
    const text =
      '[A](https://s.example/a.md) [B](https://s.example/b.md#x) [E](https://e.example/c)';
    const broken = checkTextLinks(new Map([['/llms.txt', text]]), dir, 'https://s.example');
    expect(broken).toEqual([
      { page: '/llms.txt', href: 'https://s.example/b.md', reason: 'no file at /b.md' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
