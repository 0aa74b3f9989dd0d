/**
 * Adding a product is a content folder plus one descriptor entry (content/README.md, "Adding a
 * product"). This test adds a sixth product, a charts library, to a fixture copy of the descriptors
 * and checks that it gets its routes, its navigation, and demo islands wrapped in its provider —
 * with no other file changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProductOfRoute, SITE_PRODUCTS, type SiteProduct } from '@/products/products';
import { CACHE_DIR } from '../paths';
import {
  demoIslandSource,
  demoRegistriesSource,
  liveFrameProvidersSource,
  productDemoSource,
  productPlaygroundSource,
} from './productIslands';
import { buildSiteIndex } from './siteIndex';
import { siteSource } from './siteSource';

const charts = {
  id: 'x-charts',
  category: 'x',
  name: 'MUI X Charts',
  logo: { color: '#0B7A75', path: 'M4 20V10h3v10zm6 0V4h3v16zm6 0v-7h3v7z' },
  prefix: '/x/react-charts/',
  apiPrefix: '/x/api/charts/',
  contentDir: 'charts',
  packageName: null,
  landing: '/x/react-charts/',
  tagline: 'Charts to go with the grid.',
  olderVersions: [],
  listed: true,
  demoProvider: { page: '@/docs/ChartsProvider', liveFrame: '@/docs/ChartsFrameProvider' },
  playground: null,
  measuredComponents: null,
} as unknown as SiteProduct;

/** The five products of the site, but reading a fixture folder each, plus the sixth. */
const products: readonly SiteProduct[] = [...SITE_PRODUCTS, charts];

const root = fs.mkdtempSync(path.join(CACHE_DIR, 'sixth-product-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A one-page product folder: its nav tree and an index page. */
function minimalFolder(product: SiteProduct): void {
  write(
    `content/${product.contentDir}/pages.ts`,
    `export default [{ pathname: '${product.prefix}', title: 'Overview' }];\n`,
  );
  write(
    `content/${product.contentDir}/index.md`,
    '---\ntitle: Overview\ndescription: The first page.\n---\n\nText.\n',
  );
}

for (const product of SITE_PRODUCTS) minimalFolder(product);
// The charts folder: two pages, one of them with a demo, and an API group.
write(
  'content/charts/pages.ts',
  `export default [
  { pathname: '/x/react-charts/', title: 'Overview' },
  { pathname: '/x/react-charts/bars/' },
  { pathname: '/x/api/charts/', title: 'API', apiList: 'components' },
];
`,
);
write(
  'content/charts/index.md',
  '---\ntitle: Charts overview\ndescription: What the charts do.\n---\n\nCharts.\n',
);
write(
  'content/charts/bars.md',
  '---\ntitle: Bars\ndescription: Bar charts.\ncomponents: [BarChart]\n---\n\n{{"demo": "BasicBars.tsx"}}\n',
);
write(
  'content/charts/BasicBars.tsx',
  'export default function BasicBars() {\n  return <div>bars</div>;\n}\n',
);

const api = [
  { route: '/x/api/charts/bar-chart/', productId: charts.id, name: 'BarChart', kind: 'component' },
] as const;

describe('a sixth product from its descriptor and content folder alone', () => {
  it('gets its routes, navigation and demos in the site index', async () => {
    const index = await buildSiteIndex({ products, rootDir: root, api: [...api] });
    const source = siteSource(index, products);

    const routes = source.routes().filter((entry) => entry.productId === charts.id);
    // Pages in file order (bars.md, index.md), then the API pages under their own prefix.
    expect(routes.map((entry) => entry.route)).toEqual([
      '/x/react-charts/bars/',
      '/x/react-charts/',
      '/x/api/charts/bar-chart/',
    ]);
    expect(source.nav(charts.id)).toEqual([
      { pathname: '/x/react-charts/', title: 'Overview' },
      { pathname: '/x/react-charts/bars/', title: 'Bars' },
      {
        pathname: '/x/api/charts/',
        title: 'API',
        children: [{ pathname: '/x/api/charts/bar-chart/', title: 'BarChart' }],
      },
    ]);
    expect(source.neighbours(charts.id, '/x/react-charts/bars/')).toEqual({
      prev: { pathname: '/x/react-charts/', title: 'Overview' },
      next: { pathname: '/x/api/charts/bar-chart/', title: 'BarChart' },
    });
    expect(source.demo('charts/BasicBars')).toMatchObject({
      productId: charts.id,
      file: path.join('content', 'charts', 'BasicBars.tsx'),
    });
    expect(source.apiPageOf(charts.id, 'BarChart')?.route).toBe('/x/api/charts/bar-chart/');
    // The grid keeps its own routes: the charts' API prefix is told from the grid's.
    expect(findProductOfRoute('/x/api/charts/bar-chart/', products)?.id).toBe(charts.id);
    expect(findProductOfRoute('/x/api/data-grid/data-grid/', products)?.id).toBe('x-data-grid');
  });

  it('gets a demo island wrapped in its provider, picked by the one demo component', () => {
    const island = demoIslandSource(charts);
    expect(island).toContain("import registry from '@/generated/demos/x-charts';");
    expect(island).toContain("import Wrapper from '@/docs/ChartsProvider';");
    expect(island).toContain('productId="x-charts" registry={registry} Wrapper={Wrapper}');

    const demo = productDemoSource(products);
    expect(demo).toContain("import XChartsDemo from '@/generated/islands/x-charts';");
    expect(demo).toContain(
      `productId === "x-charts" ? (\n    <XChartsDemo client:demo {...shown} />`,
    );
    // No product falls back to another's island: the chain ends in an error.
    expect(demo).toContain('throw new Error(`No demo island for product ${productId}');
    expect(demoRegistriesSource(products)).toContain(
      `"x-charts": async () => (await import('@/generated/demos/x-charts')).default,`,
    );

    expect(liveFrameProvidersSource(products)).toContain(
      `"x-charts": () => import('@/docs/ChartsFrameProvider'),`,
    );
    // No playground declared: none generated.
    expect(productPlaygroundSource(products)).not.toContain('x-charts');
  });
});
