/**
 * The W3C HTML checker (vnu) on the built pages of each page type: no error. Our markup only —
 * these pages show Material UI and data grid demos, whose markup passes too; Joy's pages are left
 * out here (Joy's radios carry aria-checked, an error of the library's): joyBehaviour.e2e.ts checks
 * them, letting through only Joy's own errors.
 */
import { describe, expect, it } from 'vitest';
import { builtHtml, describeHtmlError, htmlCheckerErrors, PAGE_TYPES, siteIndex } from '../support';

const { home, prose, component, api, dataGrid } = PAGE_TYPES;
const PAGES = [home, prose, component, api, dataGrid, '/404.html'];

describe('valid HTML (W3C checker)', () => {
  it('reports no error on every page type', () => {
    expect(htmlCheckerErrors(PAGES).map(describeHtmlError)).toEqual([]);
  }, 120_000);
});

/** Every `id` in a page's markup (not in scripts, styles or templates), with how often it occurs. */
function repeatedIds(html: string): string[] {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '');
  const counts = new Map<string, number>();
  for (const match of markup.matchAll(/\sid="([^"]*)"/g)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}

describe('element ids', () => {
  it("are unique on every page (headings, demos and the demos' own markup)", () => {
    const index = siteIndex();
    const routes = [...index.pages, ...index.apiPages].map((page) => page.route);
    expect(routes.length).toBeGreaterThan(600);
    const repeated = routes
      .map((route) => ({ route, ids: repeatedIds(builtHtml(route)) }))
      .filter((page) => page.ids.length > 0);
    expect(repeated).toEqual([]);
  });

  it('finds a repeated id (the check can fail)', () => {
    expect(repeatedIds('<h2 id="a">A</h2><section id="a"></section><style>#a{}</style>')).toEqual([
      'a',
    ]);
  });
});
