import type { SiteProduct } from '@/products/products';

/**
 * Where a content file is served. Inside a product's folder:
 * - `components/<name>/<name>.md` → `<prefix>react-<name>/`
 * - `<dir>/index.md` → `<prefix><dir>/`
 * - `<dir>/<file>.md` → `<prefix><dir>/<file>/`
 * A `slug` in the front matter overrides the path after the prefix.
 */
export function routeForContentFile(
  product: SiteProduct,
  relativePath: string,
  slug?: string,
): string {
  if (slug !== undefined) {
    const clean = slug.replace(/^\/+|\/+$/g, '');
    return clean ? `${product.prefix}${clean}/` : product.prefix;
  }
  const parts = relativePath.replace(/\\/g, '/').replace(/\.md$/, '').split('/');
  const file = parts.at(-1);
  const dirs = parts.slice(0, -1);
  if (dirs.length === 2 && dirs[0] === 'components' && dirs[1] === file) {
    return `${product.prefix}react-${file}/`;
  }
  const segments = file === 'index' ? dirs : [...dirs, file];
  return segments.length ? `${product.prefix}${segments.join('/')}/` : product.prefix;
}

/** Internal nav pathnames are written with or without a trailing slash; routes always have one. */
export function normaliseRoute(pathname: string): string {
  if (/^https?:\/\//.test(pathname)) return pathname;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return withSlash.replace(/\/{2,}/g, '/');
}

export function isExternal(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}
