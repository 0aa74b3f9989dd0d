/**
 * Base UI content: every page walked in light and dark (shared walk), every non-planned component
 * page with at least three demos each offered in MUI System, Tailwind CSS and plain CSS (counted in
 * the built site), and on three pages the code styling switched to Tailwind and to CSS in the
 * browser: the shown source changes, the CSS variant's stylesheet is linked, and the rendered demo
 * stays equivalent. No page carries a demo's CSS Module before that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { NavItem } from '../../src/model/navItem';
import { variantStylesheetPath } from '../../src/model/demoSourcesFile';
import { compileCssModule } from '../../src/node/generate/demoSources/cssModules';
import {
  browserForTests,
  newContext,
  hydrateAllIslands,
  waitUntilStill,
  watchConsole,
} from './browser';
import { builtHtml, OUT_DIR, siteIndex } from '../support';
import { demoCount, productPages, walkProductPages } from './productWalk';

const STYLINGS = ['System', 'Tailwind', 'CSS'];

/**
 * Demos that cannot exist in every styling, each explained on its page: Tailwind only generates
 * the keyframes its configuration declares, so the CssAnimation demo has no Tailwind version and
 * transitions.md shows the configuration instead.
 */
const STYLING_EXCEPTIONS: Record<string, string[]> = {
  'base-ui/components/transitions/CssAnimationPop': ['System', 'CSS'],
};

/** Nav leaves of Base UI, flattened. */
function navLeaves(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children ? navLeaves(item.children) : [item]));
}

const leaves = navLeaves(siteIndex().products['base-ui'].nav);
const plannedRoutes = new Set(leaves.filter((item) => item.planned).map((item) => item.pathname));
const componentPages = productPages('base-ui').filter((page) =>
  /\/react-[^/]+\/$/.test(page.route),
);
const stylablePages = componentPages.filter((page) => !plannedRoutes.has(page.route));

/** The demo ids of a built page, in order. */
function demoIds(route: string): string[] {
  return [...builtHtml(route).matchAll(/<section\b[^>]*\bdata-demo="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
}

/** The stylings whose sources the build shipped for a demo. */
function shippedStylings(id: string): string[] {
  const file = path.join(OUT_DIR, 'static/demo-sources', `${id}.json`);
  const sources = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stylings: Record<string, unknown>;
  };
  return Object.keys(sources.stylings);
}

walkProductPages('base-ui');

describe('Base UI pages in the built site', () => {
  it('lists the eight planned entries, each with a page', () => {
    expect([...plannedRoutes].sort()).toEqual(
      [
        'accordion',
        'checkbox',
        'drawer',
        'pagination',
        'radio-group',
        'rating',
        'toggle-button-group',
        'tooltip',
      ].map((name) => `/base-ui/react-${name}/`),
    );
    const routes = new Set(productPages('base-ui').map((page) => page.route));
    for (const route of plannedRoutes) expect(routes.has(route)).toBe(true);
  });

  it('has a real page for every nav entry', () => {
    const routes = new Set(productPages('base-ui').map((page) => page.route));
    const internal = leaves.filter(
      (item) =>
        item.pathname.startsWith('/base-ui/') &&
        item.pathname.endsWith('/') &&
        !item.pathname.startsWith('/base-ui/api/'),
    );
    expect(internal.filter((item) => !routes.has(item.pathname))).toEqual([]);
  });

  it.each(stylablePages.map((page) => [page.route]))(
    '%s has at least three demos, each in the three stylings',
    (route) => {
      expect(demoCount(route)).toBeGreaterThanOrEqual(3);
      const html = builtHtml(route);
      // The toolbar offers the styling menu only for demos with more than one styling.
      const menus = html.match(/data-toolbar-item="styling"/g)?.length ?? 0;
      expect(menus).toBe(demoCount(route));
      for (const id of demoIds(route)) {
        const expected = STYLING_EXCEPTIONS[id] ?? STYLINGS;
        expect({ id, stylings: shippedStylings(id) }).toEqual({ id, stylings: expected });
      }
    },
  );

  it('reports the counts', () => {
    const demos = stylablePages.reduce((sum, page) => sum + demoCount(page.route), 0);
    console.info(
      `base-ui: ${productPages('base-ui').length} pages, ${componentPages.length} component pages ` +
        `(${plannedRoutes.size} planned), ${demos} demos, ${demos * STYLINGS.length} styling variants`,
    );
    expect(demos).toBeGreaterThanOrEqual(stylablePages.length * 3);
  });
});

/** What a reader perceives of a demo: its text, the roles of its parts, and its size. */
async function perceived(preview: Locator) {
  return preview.evaluate((root) => {
    const implicit = (element: Element): string | null => {
      const tag = element.tagName.toLowerCase();
      if (tag === 'button') return 'button';
      if (tag === 'a' && element.hasAttribute('href')) return 'link';
      if (tag === 'select') return 'combobox';
      if (tag === 'textarea') return 'textbox';
      if (tag === 'label') return 'label';
      if (tag === 'table') return 'table';
      if (tag === 'input') {
        const type = (element as HTMLInputElement).type;
        if (type === 'checkbox') return 'checkbox';
        if (type === 'range') return 'slider';
        return type === 'hidden' ? null : 'textbox';
      }
      return null;
    };
    const roles = [...root.querySelectorAll('*')]
      .filter(
        (element) => (element as HTMLElement).offsetParent !== null || element.tagName === 'INPUT',
      )
      .map((element) => element.getAttribute('role') ?? implicit(element))
      .filter((role): role is string => role !== null && role !== 'presentation' && role !== 'none')
      .sort();
    const content = root.firstElementChild ?? root;
    const box = content.getBoundingClientRect();
    return {
      text: (root as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      roles,
      width: box.width,
      height: box.height,
    };
  });
}

function toolbarButton(demo: Locator, id: string): Locator {
  return demo.locator(`[data-toolbar-item="${id}"]`);
}

async function chooseStyling(page: Page, demo: Locator, label: string, styling: string) {
  await toolbarButton(demo, 'styling').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect.poll(() => demo.getAttribute('data-styling')).toBe(styling);
}

describe('the CSS Modules of Base UI demos', () => {
  const modules = fs
    .readdirSync(path.join(process.cwd(), 'content/base-ui'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(process.cwd(), 'content/base-ui', file));

  it('are in no page until a visitor picks the CSS styling, so pages do not carry them', () => {
    expect(modules.length).toBeGreaterThan(40);
    const scoped = modules.flatMap((file) =>
      Object.values(compileCssModule(file).classes).map((names) => names.split(' ')[0]!),
    );
    for (const route of [
      '/material-ui/api/button/',
      '/material-ui/react-button/',
      '/joy-ui/react-button/',
      '/base-ui/react-switch/',
    ]) {
      const html = builtHtml(route);
      expect(
        scoped.filter((name) => html.includes(`.${name}`)),
        route,
      ).toEqual([]);
      // Whatever names a bundler gives them: the page's own inline styles (not Emotion's) stay
      // small; all of Base UI's modules together were 70 KB inline on every page.
      const ownStyles = [...html.matchAll(/<style(?![^>]*data-emotion)[^>]*>([^<]*)<\/style>/g)];
      const bytes = ownStyles.map((match) => match[1]!.length);
      expect(
        bytes.reduce((sum, size) => sum + size, 0),
        `${route}: ${bytes.join(', ')}`,
      ).toBeLessThan(4096);
    }
  });
});

describe('switching the code styling on Base UI pages', () => {
  const browser = browserForTests();

  const CASES = [
    { route: '/base-ui/react-switch/', demo: 'base-ui/components/switch/BasicSwitch' },
    { route: '/base-ui/react-select/', demo: 'base-ui/components/select/BasicSelect' },
    { route: '/base-ui/react-tabs/', demo: 'base-ui/components/tabs/BasicTabs' },
  ];

  it.each(CASES.map((c) => [c.route, c.demo]))(
    '%s: Tailwind and CSS show their own source and an equivalent demo',
    async (route, id) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(route);
      await hydrateAllIslands(page);
      const demo = page.locator(`[data-demo="${id}"]`);
      const preview = demo.locator('.demo-preview');
      expect(await demo.getAttribute('data-styling')).toBe('System');
      const system = await perceived(preview);
      expect(system.text.length + system.roles.length).toBeGreaterThan(0);

      await toolbarButton(demo, 'code').click();
      const source = demo.getByTestId('demo-source');
      await source.waitFor();
      await expect.poll(() => source.textContent()).toContain("from '@mui/system'");
      const systemCode = await source.textContent();

      const variants = [
        { label: 'Tailwind CSS', styling: 'Tailwind', marker: 'className=' },
        { label: 'Plain CSS', styling: 'CSS', marker: ".module.css'" },
      ];
      for (const variant of variants) {
        await chooseStyling(page, demo, variant.label, variant.styling);
        await expect.poll(() => source.textContent()).toContain(variant.marker);
        const code = await source.textContent();
        expect(code).not.toBe(systemCode);
        expect(code).not.toContain("from '@mui/system'");
        // The preview re-renders with the variant's component; let its styles settle.
        await waitUntilStill(page, 200);
        if (variant.styling === 'CSS') {
          // The page carries no CSS Module of its own: the variant's stylesheet is linked now.
          const href = variantStylesheetPath(id, 'CSS');
          await expect
            .poll(() =>
              page.evaluate(
                (path) =>
                  [...document.styleSheets].some(
                    (sheet) => sheet.href?.endsWith(path) && sheet.cssRules.length > 0,
                  ),
                href,
              ),
            )
            .toBe(true);
        }
        // The variant's component loads on the switch: wait for it rather than for a still page.
        await expect.poll(async () => (await perceived(preview)).text).toBe(system.text);
        const shown = await perceived(preview);
        expect(shown.roles).toEqual(system.roles);
        expect(Math.abs(shown.width - system.width)).toBeLessThanOrEqual(system.width * 0.2);
        expect(Math.abs(shown.height - system.height)).toBeLessThanOrEqual(system.height * 0.2);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
