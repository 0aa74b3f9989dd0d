import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBrowserFirstLoad, measureOnIntent } from '../../scripts/firstLoad';
import { builtHtml, OUT_DIR, ROOT } from '../support';
import { baseUrl, browserForTests } from './browser';

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')) as {
  firstLoadJsGzip: Record<string, { route: string; maxBytes: number }>;
  onIntentJsGzip: Record<string, { route: string; target: string; maxBytes: number }>;
};

const browser = browserForTests();

describe('first-load JavaScript budgets (gzip, as the browser fetches it)', () => {
  it.each(Object.entries(budgets.firstLoadJsGzip))(
    '%s stays within its budget',
    async (_type, budget) => {
      const { js, scripts } = await measureBrowserFirstLoad(browser, baseUrl() + budget.route);
      console.log(`budget ${budget.route}: ${js.gzip} B gzip in ${scripts.length} scripts`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        js.gzip,
        `${budget.route}: ${js.gzip} B gzip > budget ${budget.maxBytes} B`,
      ).toBeLessThanOrEqual(budget.maxBytes);
    },
  );
});

describe('JavaScript a drawn grid fetches when the visitor reaches for it (gzip)', () => {
  it.each(Object.entries(budgets.onIntentJsGzip))(
    '%s stays within its budget',
    async (_type, budget) => {
      const { js, scripts } = await measureOnIntent(
        browser,
        baseUrl() + budget.route,
        budget.target,
      );
      console.log(`on intent ${budget.route}: ${js.gzip} B gzip in ${scripts.length} scripts`);
      // The grid's code comes then, not with the page (its first-load budget above).
      expect(js.gzip).toBeGreaterThan(50_000);
      expect(
        js.gzip,
        `${budget.route} on intent: ${js.gzip} B gzip > budget ${budget.maxBytes} B`,
      ).toBeLessThanOrEqual(budget.maxBytes);
    },
  );
});

describe('demo registries', () => {
  // A product's demo island chunk holds a dynamic import per demo of the product (its playground
  // chunk one per component), fetched by every page with a demo. Vite's preload list beside each
  // import made the grid's 145 KB raw (18.8 KB gzip) instead of 34 KB:
  // src/node/astro/preloadNewChunksOnly.ts empties them.
  it.each(['/material-ui/react-button/', '/joy-ui/react-button/', '/x/react-data-grid/'])(
    '%s: its island chunks list no preload dependencies',
    (route) => {
      const islands = [...builtHtml(route).matchAll(/<astro-island [^>]*>/g)].map((m) => m[0]);
      const chunkOf = (island: string) => /component-url="(\/_astro\/[^"]+\.js)"/.exec(island)![1]!;
      const demoChunks = new Set(islands.filter((i) => i.includes('client="demo"')).map(chunkOf));
      expect(demoChunks.size).toBeGreaterThan(0);
      for (const url of new Set(islands.map(chunkOf))) {
        const chunk = fs.readFileSync(path.join(OUT_DIR, url), 'utf8');
        if (demoChunks.has(url)) expect(chunk, url).toContain('import(');
        // Each import's list of chunks to preload is empty, and so is the table it indexes.
        const lists = [...chunk.matchAll(/__vite__mapDeps\(\[([^\]]*)\]\)/g)].map((m) => m[1]);
        expect(
          lists.filter((list) => list !== ''),
          url,
        ).toEqual([]);
        expect(chunk, url).not.toMatch(/m\.f=\[\s*["'`]/);
      }
    },
  );
});
