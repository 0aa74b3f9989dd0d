import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/model/navItem';
import { pageFrame } from './buildPageData';
import type { SiteIndex, SitePage } from './siteIndex';
import { siteSource } from './siteSource';

const materialNav: NavItem[] = [
  { pathname: '/material-ui/a/', title: 'A' },
  { pathname: '/system/shared/', title: 'Shared' },
  { pathname: '/material-ui/b/', title: 'B' },
];
const systemNav: NavItem[] = [
  { pathname: '/system/one/', title: 'One' },
  { pathname: '/system/two/', title: 'Two' },
];

const source = siteSource({
  products: {
    'material-ui': { nav: materialNav, version: '6.1.9' },
    system: { nav: systemNav, version: '6.1.9' },
  },
  pages: [],
  apiPages: [],
  demos: [],
  fullPages: [],
} as unknown as SiteIndex);

function page(route: string, _productId: SitePage['productId'], frame = _productId) {
  return { route, frameProductId: frame };
}

describe('pageFrame (front matter "product")', () => {
  it('shows a page in its folder product by default', () => {
    const frame = pageFrame(source, page('/system/two/', 'system'));
    expect(frame.product.id).toBe('system');
    expect(frame.product.name).toBe('MUI System');
    expect(frame.nav).toBe(systemNav);
    expect(frame.neighbours).toEqual({
      prev: { pathname: '/system/one/', title: 'One' },
      next: null,
    });
  });

  it('shows a page with an override in the other product: header, version, nav and neighbours', () => {
    const frame = pageFrame(source, page('/system/shared/', 'system', 'material-ui'));
    expect(frame.product.id).toBe('material-ui');
    expect(frame.product.name).toBe('Material UI');
    expect(frame.product.landing).toBe('/material-ui/getting-started/');
    expect(frame.product.categoryId).toBe('core');
    expect(frame.product.versions[0]).toEqual({
      text: 'v6.1.9',
      href: '/material-ui/getting-started/',
    });
    expect(frame.nav).toBe(materialNav);
    expect(frame.neighbours).toEqual({
      prev: { pathname: '/material-ui/a/', title: 'A' },
      next: { pathname: '/material-ui/b/', title: 'B' },
    });
  });
});
