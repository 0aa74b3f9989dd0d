import { describe, expect, it } from 'vitest';
import { getSiteProduct } from '@/products/products';
import { normaliseRoute, routeForContentFile } from './contentRoutes';

const material = getSiteProduct('material-ui')!;
const grid = getSiteProduct('x-data-grid')!;

describe('routeForContentFile', () => {
  it.each([
    [material, 'components/button/button.md', undefined, '/material-ui/react-button/'],
    [material, 'components/button/other.md', undefined, '/material-ui/components/button/other/'],
    [material, 'getting-started/index.md', undefined, '/material-ui/getting-started/'],
    [
      material,
      'getting-started/installation.md',
      undefined,
      '/material-ui/getting-started/installation/',
    ],
    [material, 'index.md', undefined, '/material-ui/'],
    [grid, 'index.md', undefined, '/x/react-data-grid/'],
    [grid, 'editing.md', undefined, '/x/react-data-grid/editing/'],
    [material, 'x/y.md', '/custom/path/', '/material-ui/custom/path/'],
  ])('%#: %s', (product, file, slug, route) => {
    expect(routeForContentFile(product, file, slug)).toBe(route);
  });
});

describe('normaliseRoute', () => {
  it('adds one trailing slash and leaves external links alone', () => {
    expect(normaliseRoute('/a/b')).toBe('/a/b/');
    expect(normaliseRoute('/a/b/')).toBe('/a/b/');
    expect(normaliseRoute('https://mui.com/blog')).toBe('https://mui.com/blog');
  });
});
