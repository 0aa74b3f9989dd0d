import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageData } from '@/model/pageData';
import { ROOT_DIR } from '../paths';
import {
  pageDataFile,
  readArticles,
  readSitePages,
  siteIndexHash,
  type SitePagesFile,
} from './allPageData';

const redirect = {
  kind: 'redirect',
  route: '/material-ui/',
  to: '/material-ui/getting-started/',
} as unknown as PageData;
const article = { kind: 'docs', route: '/material-ui/getting-started/' } as unknown as PageData;

describe('readSitePages (what getStaticPaths renders)', () => {
  let dir: string;
  let pagesFile: string;
  let indexFile: string;
  const write = (file: string, text: string) => fs.writeFileSync(file, text);
  const pagesFor = (indexJson: string, pages: PageData[]): string =>
    JSON.stringify({
      siteIndex: siteIndexHash(indexJson),
      keys: pages.map((_page, i) => `key${i}`),
      pages,
    } satisfies SitePagesFile);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
    pagesFile = path.join(dir, 'page-data.json');
    indexFile = path.join(dir, 'site-index.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails, saying what to run, when generate has not written the page data', () => {
    write(indexFile, '{"pages":[]}');
    expect(() => readSitePages(pagesFile, indexFile)).toThrow(
      `${pagesFile} is missing: run "npm run generate"`,
    );
  });

  it('fails when the page data was made from another site index (content changed since)', () => {
    write(indexFile, '{"pages":[1]}');
    write(pagesFile, pagesFor('{"pages":[0]}', [redirect]));
    expect(() => readSitePages(pagesFile, indexFile)).toThrow(
      `${pagesFile} was not made from the current ${indexFile}: run "npm run generate"`,
    );
  });

  it('reads the pages made from the current index, and again after generate rewrites them', () => {
    write(indexFile, '{"pages":[0]}');
    write(pagesFile, pagesFor('{"pages":[0]}', [redirect]));
    expect(readSitePages(pagesFile, indexFile)).toEqual([redirect]);
    write(indexFile, '{"pages":[0,1]}');
    write(pagesFile, pagesFor('{"pages":[0,1]}', [redirect, article]));
    // A later mtime, as a rerun of generate gives (two writes may share a timestamp here).
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(indexFile, later, later);
    fs.utimesSync(pagesFile, later, later);
    expect(readSitePages(pagesFile, indexFile)).toEqual([redirect, article]);
    expect(readArticles(pagesFile)).toEqual([article]);
  });
});

describe('pageDataFile', () => {
  it("is build-cache/page-data.json for out/, another cache file for another export's", () => {
    const cache = path.join(os.tmpdir(), 'cache');
    expect(pageDataFile(path.join(ROOT_DIR, 'out'), cache)).toBe(
      path.join(cache, 'page-data.json'),
    );
    const variant = pageDataFile('build-cache/variant-out', cache);
    expect(path.dirname(variant)).toBe(cache);
    expect(variant).not.toBe(path.join(cache, 'page-data.json'));
    // The folder named relative to the root or in full.
    expect(pageDataFile(path.join(ROOT_DIR, 'build-cache/variant-out'), cache)).toBe(variant);
  });
});
