import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/siteConfig';
import { loadSiteSource } from '../../src/node/generate/siteSource';
import { baseUrl, browserForTests, newContext, waitForHydration } from './browser';
import { OUT_DIR as OUT } from '../support';

const SITE = siteConfig.siteUrl;

/** Every page the build wrote, found by walking out/ (independently of the build's own lists). */
function builtPages(): { route: string; html: string }[] {
  const pages: { route: string; html: string }[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_astro')
        walk(path.join(dir, entry.name), `${route}${entry.name}/`);
      else if (entry.name === 'index.html')
        pages.push({ route, html: fs.readFileSync(path.join(dir, entry.name), 'utf8') });
    }
  };
  walk(OUT, '/');
  return pages;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head(html))?.[1] ?? null;
const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(head(html))?.[1] ?? null;

const pages = builtPages();
const indexable = pages.filter(
  (page) => !/<meta name="robots" content="noindex"/.test(head(page.html)),
);

describe('SEO files of the build', () => {
  it('sitemap.xml lists exactly the built, indexable pages, and every content and API page is built', () => {
    const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length));
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(indexable.map((page) => page.route).sort());
    const index = loadSiteSource().index;
    const expected = [
      '/',
      ...index.pages.map((p) => p.route),
      ...index.apiPages.map((p) => p.route),
    ];
    expect(locs).toEqual(expect.arrayContaining(expected));
    // Redirect pages (language prefixes) are built but not listed.
    expect(pages.length).toBeGreaterThan(indexable.length);
    expect(locs.some((loc) => loc.startsWith('/zh/') || loc.startsWith('/en/'))).toBe(false);
  });

  it('every page has its own title, a description, a canonical URL and social tags', () => {
    const byTitle = new Map<string, string[]>();
    const problems: string[] = [];
    for (const page of indexable) {
      const pageTitle = title(page.html);
      const description = meta(page.html, 'description');
      if (!pageTitle) problems.push(`${page.route}: no title`);
      if (!description || description.length < 20) problems.push(`${page.route}: no description`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head(page.html))?.[1];
      if (canonical !== `${SITE}${page.route}`)
        problems.push(`${page.route}: canonical ${canonical}`);
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (!meta(page.html, key)) problems.push(`${page.route}: no ${key}`);
      }
      const image = meta(page.html, 'og:image') ?? '';
      if (!fs.existsSync(path.join(OUT, image.slice(SITE.length))))
        problems.push(`${page.route}: missing image ${image}`);
      byTitle.set(pageTitle ?? '', [...(byTitle.get(pageTitle ?? '') ?? []), page.route]);
    }
    const duplicates = [...byTitle.entries()].filter(([, routes]) => routes.length > 1);
    expect(problems).toEqual([]);
    expect(duplicates).toEqual([]);
  });

  it('pages carry breadcrumb structured data from the product to the page', () => {
    const button = pages.find((page) => page.route === '/material-ui/react-button/')!;
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
      button.html,
    )?.[1];
    const data = JSON.parse(json!) as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(data.itemListElement.map((item) => item.name)).toEqual(['Material UI', 'Button']);
    expect(data.itemListElement.at(-1)!.item).toBe(`${SITE}/material-ui/react-button/`);
  });

  it('llms.txt lists every page of the listed products, each with a served Markdown copy', async () => {
    const text = fs.readFileSync(path.join(OUT, 'llms.txt'), 'utf8');
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) =>
      m[1]!.slice(SITE.length),
    );
    const index = loadSiteSource().index;
    const listedPrefixes = ['/material-ui/', '/joy-ui/', '/base-ui/', '/system/', '/x/'];
    const expected = [...index.pages.filter((p) => !p.hidden), ...index.apiPages]
      .map((p) => p.route)
      .filter((route) => listedPrefixes.some((prefix) => route.startsWith(prefix)));
    expect(links.sort()).toEqual(expected.map((route) => `${route.replace(/\/$/, '')}.md`).sort());
    for (const link of [links[0]!, '/material-ui/react-button.md', '/material-ui/api/button.md']) {
      const response = await fetch(`${baseUrl()}${link}`);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect((await response.text()).startsWith('# ')).toBe(true);
    }
  });

  it('robots.txt allows crawling and names the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('page as Markdown', () => {
  const browser = browserForTests();

  it('copies the page as Markdown with demos in the visitor’s code variant', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const copy = page.getByTestId('copy-page-markdown');
    await copy.click();
    await expect.poll(() => copy.innerText()).toMatch(/copied/i);
    const ts = await page.evaluate(() => navigator.clipboard.readText());
    expect(ts.startsWith('# Button\n')).toBe(true);
    expect(ts).toMatch(
      /```tsx title="\w+\.tsx"\n[\s\S]*import Button from '@mui\/material\/Button';/,
    );

    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseUrl() }]);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('view-page-markdown').getAttribute('href')).toBe(
      '/material-ui/react-button.js.md',
    );
    await copy.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/```jsx title="\w+\.js"/);
    const js = await page.evaluate(() => navigator.clipboard.readText());
    expect(js).not.toMatch(/: React\.|interface |: string\b/);
    await context.close();
  });
});
