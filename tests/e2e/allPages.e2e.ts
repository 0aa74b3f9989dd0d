import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { siteIndex } from '../support';
import { isOtherPage } from './materialWalks';
import { walkProductPages } from './productWalk';
import {
  baseUrl,
  browserForTests,
  newContext,
  waitForHydration,
  waitUntilStill,
  watchConsole,
} from './browser';

const index = siteIndex();

const browser = browserForTests();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(browser);
});

/**
 * Every Markdown page is walked once (tests/e2e/productWalk.ts): Joy UI, Base UI, the grid, System
 * and the docs-infra pages by their product's file, Material UI's sections by theirs
 * (materialWalks.ts), and here the Material pages no section file walks: the component pages.
 */
describe('every page of the site', () => {
  it('has pages to walk', () => {
    expect(index.pages.length).toBeGreaterThan(30);
  });
});

walkProductPages('material-ui', {
  filter: isOtherPage,
  darkExcludeOn: {
    // The playground shows Fab with its defaults, and with CSS variables the default colour keeps
    // grey[300] behind text.primary, white in dark (Fab.js:61-62 in @mui/material 6.1.9): 1.3:1.
    // The page says so and tells readers to set `color`; the playground must show the default.
    '/material-ui/react-floating-action-button/': '.playground-preview > .MuiFab-root',
  },
});

describe('every API page of the site', () => {
  it('has one page per documented export', () => {
    expect(index.apiPages.length).toBeGreaterThan(300);
  });

  it('serves each with its title and a props, parameters or properties section', async () => {
    const failures: string[] = [];
    for (const entry of index.apiPages) {
      const response = await fetch(`${baseUrl()}${entry.route}`);
      const html = await response.text();
      const section = { component: 'props', hook: 'parameters', interface: 'properties' }[
        entry.kind
      ];
      if (response.status !== 200) failures.push(`${entry.route}: status ${response.status}`);
      else if (!html.includes(`>${entry.name} API</h1>`))
        failures.push(`${entry.route}: no "${entry.name} API" heading`);
      else if (!html.includes(`id="${section}"`)) failures.push(`${entry.route}: no #${section}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(
    [
      '/material-ui/api/button/',
      '/joy-ui/api/button/',
      '/base-ui/api/use-slider/',
      '/system/api/box/',
      '/x/api/data-grid/data-grid-premium/',
    ].map((route) => [route]),
  )('%s loads with no console error', async (route) => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(route);
    await waitForHydration(page);
    await waitUntilStill(page, 150);
    expect(problems).toEqual([]);
    await page.close();
  });
});
