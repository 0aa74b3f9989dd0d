import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/model/navItem';
import { getSiteProduct, type SiteProduct } from '@/products/products';
import type { SiteIndex, SitePage } from './siteIndexTypes';
import { siteSource } from './siteSource';

const material = getSiteProduct('material-ui')!;
const grid = getSiteProduct('x-data-grid')!;

function page(route: string, productId: SitePage['productId'], title: string): SitePage {
  return {
    route,
    productId,
    frameProductId: productId,
    file: `content${route}index.md`,
    title,
    description: '',
    components: [],
    keywords: [],
    hidden: false,
    markdown: '',
    markdownLine: 0,
    segments: [],
  };
}

const materialNav: NavItem[] = [
  { pathname: '/material-ui/getting-started/', title: 'Getting started' },
  {
    pathname: '/material-ui/components/',
    title: 'Components',
    children: [
      { pathname: '/material-ui/react-button/', title: 'Button' },
      { pathname: 'https://example.com/', title: 'Elsewhere', external: true },
      { pathname: '/material-ui/api/button/', title: 'Button API' },
    ],
  },
];

/** A small index of two products: guides, API pages (the grid's under a prefix of their own), a full-page demo. */
const index: SiteIndex = {
  products: {
    'material-ui': { nav: materialNav, version: '6.1.9' },
    'x-data-grid': {
      nav: [{ pathname: '/x/react-data-grid/', title: 'Overview' }],
      version: '7.22.3',
    },
  } as SiteIndex['products'],
  pages: [
    page('/material-ui/getting-started/', 'material-ui', 'Getting started'),
    page('/material-ui/react-button/', 'material-ui', 'Button'),
    page('/x/react-data-grid/', 'x-data-grid', 'Overview'),
  ],
  apiPages: [
    {
      route: '/material-ui/api/button/',
      productId: 'material-ui',
      name: 'Button',
      kind: 'component',
    },
    {
      route: '/x/api/data-grid/data-grid/',
      productId: 'x-data-grid',
      name: 'DataGrid',
      kind: 'component',
    },
  ],
  demos: [
    {
      id: 'material-ui/components/button/BasicButtons',
      productId: 'material-ui',
      file: 'content/material-ui/components/button/BasicButtons.tsx',
      variants: [],
    },
  ],
  fullPages: [
    {
      route: '/material-ui/react-button/sign-in/',
      productId: 'material-ui',
      demoId: 'material-ui/components/button/BasicButtons',
      name: 'BasicButtons',
      pageRoute: '/material-ui/react-button/',
    },
  ],
};

const source = siteSource(index, [material, grid] as readonly SiteProduct[]);

describe('siteSource: the read API of the site index', () => {
  it('finds pages, API pages, full-page demos and demos by their keys', () => {
    expect(source.page('/material-ui/react-button/')?.title).toBe('Button');
    expect(source.page('/material-ui/api/button/')).toBeUndefined();
    expect(source.apiPage('/x/api/data-grid/data-grid/')?.name).toBe('DataGrid');
    expect(source.fullPage('/material-ui/react-button/sign-in/')?.pageRoute).toBe(
      '/material-ui/react-button/',
    );
    expect(source.demo('material-ui/components/button/BasicButtons')?.productId).toBe(
      'material-ui',
    );
    expect(source.demo('material-ui/components/button/Missing')).toBeUndefined();
  });

  it('finds an API page by product and export name, not by name alone', () => {
    expect(source.apiPageOf('material-ui', 'Button')?.route).toBe('/material-ui/api/button/');
    expect(source.apiPageOf('x-data-grid', 'Button')).toBeUndefined();
    expect(source.apiPageOf('x-data-grid', 'DataGrid')?.route).toBe('/x/api/data-grid/data-grid/');
  });

  it('gives a product its nav, version and the neighbours of a route in reading order', () => {
    expect(source.nav('material-ui')).toBe(materialNav);
    expect(source.version('x-data-grid')).toBe('7.22.3');
    // External links are not pages: Button's next is the API page after the external one.
    expect(source.neighbours('material-ui', '/material-ui/react-button/')).toEqual({
      prev: { pathname: '/material-ui/getting-started/', title: 'Getting started' },
      next: { pathname: '/material-ui/api/button/', title: 'Button API' },
    });
    expect(source.neighbours('material-ui', '/material-ui/getting-started/').prev).toBeNull();
    expect(source.neighbours('material-ui', '/material-ui/api/button/').next).toBeNull();
    expect(source.neighbours('material-ui', '/not/in/the/nav/')).toEqual({
      prev: null,
      next: null,
    });
  });

  it('lists every route: each product under its prefix (root added), then API prefixes apart', () => {
    expect(source.routes()).toEqual([
      { productId: 'material-ui', route: '/material-ui/getting-started/' },
      { productId: 'material-ui', route: '/material-ui/react-button/' },
      { productId: 'material-ui', route: '/material-ui/api/button/' },
      { productId: 'material-ui', route: '/material-ui/react-button/sign-in/' },
      // Material UI has no page at its root: the route is kept (it redirects to the landing page).
      { productId: 'material-ui', route: '/material-ui/' },
      { productId: 'x-data-grid', route: '/x/react-data-grid/' },
      { productId: 'x-data-grid', route: '/x/api/data-grid/data-grid/' },
    ]);
    expect([...source.articleRoutes]).toEqual([
      '/material-ui/getting-started/',
      '/material-ui/react-button/',
      '/x/react-data-grid/',
      '/material-ui/api/button/',
      '/x/api/data-grid/data-grid/',
    ]);
  });

  it('fails clearly on a product it does not know', () => {
    expect(() => source.product('joy-ui')).toThrow('Unknown product joy-ui');
    expect(() => source.nav('joy-ui')).toThrow('The site index has no product joy-ui');
  });
});
