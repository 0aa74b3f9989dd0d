import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageData } from '@/model/pageData';
import { routesToBuild } from '../buildRoutes';
import { ROOT_DIR } from '../paths';
import { pageDataFile, type SitePagesFile } from './allPageData';
import type { SiteIndex } from './siteIndexTypes';
import { siteSource } from './siteSource';
import { writeSitePages, type PageDataBuilder } from './writeSitePages';

/** API pages only: their page data reads no Markdown, hovers or commit dates. */
const index = {
  products: { 'material-ui': { nav: [], version: '6.1.9' } },
  pages: [],
  demos: [],
  fullPages: [],
  apiPages: ['button', 'chip', 'slider'].map((name) => ({
    route: `/material-ui/api/${name}/`,
    productId: 'material-ui',
    name,
    kind: 'component',
  })),
} as unknown as SiteIndex;
const indexJson = JSON.stringify(index);
const ALL_ROUTES = siteSource(index)
  .routes()
  .map(({ route }) => route);

/** Builds a stand-in page for each route, noting which routes it was asked for. */
function recordingBuilder(asked: string[]): PageDataBuilder {
  return {
    build: async (tasks) =>
      tasks.map(({ route }) => {
        asked.push(route);
        return { kind: 'redirect', route, to: '/' } as unknown as PageData;
      }),
    close: async () => {},
  };
}

describe('writeSitePages: a page-data file per export, BUILD_ROUTES', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-step-'));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  /** A generate run for the export in `outDir` (relative to the root), as `npm run build` makes. */
  async function generate(outDir: string, buildRoutes = '') {
    const asked: string[] = [];
    const file = pageDataFile(path.join(ROOT_DIR, outDir), cacheDir);
    const result = await writeSitePages(index, indexJson, Promise.resolve(), {
      file,
      only: routesToBuild(buildRoutes),
      builder: recordingBuilder(asked),
    });
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as SitePagesFile;
    return { ...result, asked, routes: written.pages.map((page) => page.route), file };
  }

  it("builds BUILD_ROUTES' routes only, for a variant export that leaves the full one's as it was", async () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(3);
    const full = await generate('out');
    expect(full.asked).toEqual(ALL_ROUTES);
    expect(full.routes).toEqual(ALL_ROUTES);
    const fullFile = fs.readFileSync(full.file, 'utf8');

    const variant = await generate('build-cache/variant-out', '/material-ui/api/chip/');
    expect(variant.asked).toEqual(['/material-ui/api/chip/']);
    expect(variant.routes).toEqual(['/material-ui/api/chip/']);
    expect(fs.readFileSync(full.file, 'utf8')).toBe(fullFile);

    // The next full build reads every page back.
    const again = await generate('out');
    expect(again.asked).toEqual([]);
    expect(again.routes).toEqual(ALL_ROUTES);
    // And the next variant build its own.
    expect((await generate('build-cache/variant-out', '/material-ui/api/chip/')).asked).toEqual([]);
  });
});
