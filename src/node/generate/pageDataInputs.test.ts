import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  codeFingerprint,
  indexWithoutBodies,
  moduleGraph,
  pageDataKey,
  routeInputs,
  routeSource,
  sha256,
  type RouteInputs,
  type SharedInputs,
} from './pageDataInputs';
import type { SiteIndex, SitePage } from './siteIndexTypes';
import { siteSource } from './siteSource';

function page(route: string, text: string, demoId?: string): SitePage {
  return {
    route,
    productId: 'material-ui',
    frameProductId: 'material-ui',
    file: `content${route}index.md`,
    title: route,
    description: '',
    components: [],
    keywords: [],
    hidden: false,
    markdown: text,
    markdownLine: 3,
    segments: [
      { kind: 'markdown', text },
      ...(demoId
        ? [
            {
              kind: 'demo' as const,
              id: demoId,
              name: 'Basic',
              path: './Basic.tsx',
              line: 4,
              options: {},
            },
          ]
        : []),
    ],
  };
}

const index: SiteIndex = {
  products: {
    'material-ui': { nav: [{ pathname: '/material-ui/a/', title: 'A' }], version: '6.1.9' },
  } as SiteIndex['products'],
  pages: [page('/material-ui/a/', 'Alpha', 'a-basic'), page('/material-ui/b/', 'Beta')],
  apiPages: [],
  demos: [
    {
      id: 'a-basic',
      productId: 'material-ui',
      file: 'content/a/Basic.tsx',
      variants: [{ styling: 'System', file: 'content/a/Basic.tsx' }],
    },
  ],
  fullPages: [],
};

const shared: SharedInputs = {
  code: 'code',
  index: 'index',
  apiDocs: 'api',
  bundleSizes: 'sizes',
  siteConfig: '{"siteUrl":"http://localhost:3000"}',
};

const own: RouteInputs = {
  route: '/material-ui/a/',
  productId: 'material-ui',
  page: index.pages[0]!,
  hovers: { abc: [{ start: 0, end: 3, text: 'const Foo: number' }] },
  lastUpdated: '2026-11-27T10:00:00Z',
  previews: { 'content/a/Basic.tsx': '<Button />' },
};

describe('pageDataKey', () => {
  const key = pageDataKey(shared, own);

  it('is the same for the same inputs', () => {
    expect(pageDataKey({ ...shared }, structuredClone(own))).toBe(key);
  });

  // Every input, changed alone, gives another key; a new input must be added here.
  const sharedChanges: Record<keyof SharedInputs, Partial<SharedInputs>> = {
    code: { code: 'code2' },
    index: { index: 'index2' },
    apiDocs: { apiDocs: 'api2' },
    bundleSizes: { bundleSizes: 'sizes2' },
    siteConfig: { siteConfig: '{"siteUrl":"https://mui.example"}' },
  };
  const ownChanges: Record<keyof RouteInputs, Partial<RouteInputs>> = {
    route: { route: '/material-ui/a2/' },
    productId: { productId: 'joy-ui' },
    page: { page: { ...own.page!, markdown: 'Alpha!' } },
    hovers: { hovers: { abc: [{ start: 0, end: 3, text: 'const Foo: string' }] } },
    lastUpdated: { lastUpdated: '2026-11-28T10:00:00Z' },
    previews: { previews: { 'content/a/Basic.tsx': '<Button variant="text" />' } },
  };

  it('covers every input (the tables below name each field)', () => {
    expect(Object.keys(sharedChanges).sort()).toEqual(Object.keys(shared).sort());
    expect(Object.keys(ownChanges).sort()).toEqual(Object.keys(own).sort());
  });

  it.each(Object.entries(sharedChanges))('changes with the shared input %s', (_name, change) => {
    expect(pageDataKey({ ...shared, ...change }, own)).not.toBe(key);
  });

  it.each(Object.entries(ownChanges))("changes with the route's %s", (_name, change) => {
    expect(pageDataKey(shared, { ...own, ...change })).not.toBe(key);
  });

  it('changes with each part of the page entry: body, segments, title, file', () => {
    const variants: Partial<SitePage>[] = [
      { segments: [{ kind: 'markdown', text: 'Other' }] },
      { markdownLine: 4 },
      { title: 'Other' },
      { file: 'content/other.md' },
      { components: ['Button'] },
    ];
    for (const change of variants) {
      expect(pageDataKey(shared, { ...own, page: { ...own.page!, ...change } })).not.toBe(key);
    }
  });
});

describe('indexWithoutBodies', () => {
  const hash = (value: SiteIndex) => sha256(JSON.stringify(indexWithoutBodies(value)));
  const withPageB = (change: Partial<SitePage>): SiteIndex => ({
    ...index,
    pages: [index.pages[0]!, { ...index.pages[1]!, ...change }],
  });

  it("leaves out every page's body, and only that", () => {
    expect(hash(withPageB({ markdown: 'changed', segments: [] }))).toBe(hash(index));
    expect(hash(withPageB({ title: 'Changed' }))).not.toBe(hash(index));
    expect(hash({ ...index, demos: [] })).not.toBe(hash(index));
    expect(
      hash({ ...index, products: { 'material-ui': { nav: [], version: '6.1.9' } } as never }),
    ).not.toBe(hash(index));
  });
});

describe('routeSource', () => {
  it("gives the route its own page whole and the others' titles, but not their bodies", () => {
    const source = routeSource(index, '/material-ui/a/');
    expect(source.page('/material-ui/a/')!.segments).toEqual(index.pages[0]!.segments);
    expect(source.page('/material-ui/b/')!.title).toBe('/material-ui/b/');
    expect(() => source.page('/material-ui/b/')!.segments).toThrow(
      'The page data of /material-ui/a/ read the segments of /material-ui/b/, which its cache key does not cover',
    );
    expect(() => source.index.pages[1]!.markdown).toThrow(
      /read the markdown of \/material-ui\/b\//,
    );
  });
});

describe('routeInputs', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("reads the page, its hovers, its date and its demos' previews", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-inputs-'));
    fs.mkdirSync(path.join(dir, 'content', 'a'), { recursive: true });
    const options = {
      hoversOf: (file: string) => (file === 'content/material-ui/a/index.md' ? own.hovers : null),
      lastUpdatedOf: (file: string) => `date of ${file}`,
      rootDir: dir,
    };
    const source = siteSource(index);
    const route = { route: '/material-ui/a/', productId: 'material-ui' };
    const before = routeInputs(source, route, options);
    expect(before).toEqual({
      ...route,
      page: index.pages[0],
      hovers: own.hovers,
      lastUpdated: 'date of content/material-ui/a/index.md',
      previews: { 'content/a/Basic.tsx': null },
    });
    fs.writeFileSync(path.join(dir, 'content', 'a', 'Basic.tsx.preview'), '<Button />\n');
    const after = routeInputs(source, route, options);
    expect(after.previews).toEqual({ 'content/a/Basic.tsx': '<Button />\n' });
    expect(pageDataKey(shared, after)).not.toBe(pageDataKey(shared, before));

    const api = routeInputs(
      source,
      { route: '/material-ui/api/x/', productId: 'material-ui' },
      options,
    );
    expect(api).toMatchObject({ page: null, hovers: null, lastUpdated: null, previews: {} });
  });
});

describe('codeFingerprint', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('changes with a module the entry imports, not with one it does not', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-code-'));
    const write = (file: string, text: string) => fs.writeFileSync(path.join(dir!, file), text);
    write('entry.ts', "import { b } from './b';\nexport default () => b;\n");
    write('b.ts', "export const b = 'one';\n");
    write('unrelated.ts', "export const c = 'one';\n");
    write('package-lock.json', '{}');
    const entry = path.join(dir, 'entry.ts');
    expect(await moduleGraph(entry, dir)).toEqual(['b.ts', 'entry.ts']);
    const first = await codeFingerprint(entry, dir);
    write('unrelated.ts', "export const c = 'two';\n");
    expect(await codeFingerprint(entry, dir)).toBe(first);
    write('b.ts', "export const b = 'two';\n");
    const second = await codeFingerprint(entry, dir);
    expect(second).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await codeFingerprint(entry, dir)).not.toBe(second);
  });

  it("follows the page-data worker's imports through the @/ alias", async () => {
    const graph = await moduleGraph(path.join(__dirname, 'pageDataWorker.ts'));
    for (const file of [
      'src/node/generate/buildPageData.ts',
      'src/node/generate/markdown.ts',
      'src/node/generate/highlight.ts',
      'src/node/generate/api/apiPageData.ts',
      'src/config/siteConfig.ts',
      'src/products/products.ts',
      'src/tools/playground/overrides/index.ts',
    ]) {
      expect(graph).toContain(file);
    }
  });
});
