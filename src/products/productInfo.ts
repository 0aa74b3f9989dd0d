/**
 * Product selection from a URL: a documented product by its route prefixes (./products.ts), other
 * MUI products (analytics' categories) by their first path segments.
 * Pure and isomorphic: used at build time to build page data and in tests.
 */
import { findProductOfRoute, type ProductCategory } from './products';

/** Languages recognised in a URL prefix. Only the first one is configured (has a dictionary). */
export const URL_LANGUAGES = ['en', 'zh'] as const;
export const CONFIGURED_LANGUAGES = ['en'] as const;
export type UrlLanguage = (typeof URL_LANGUAGES)[number];

export type ProductCategoryId = ProductCategory | 'toolpad' | 'null';

export interface ProductInfo {
  /** 'null' (a string) when the path belongs to no product, so serialised page data can tell it from "unset". */
  productCategoryId: ProductCategoryId;
  productId: string;
}

export interface CanonicalPath {
  language: UrlLanguage;
  /** The path without language prefix, hash, query and trailing slash (except for `/`). */
  canonicalPath: string;
  /** `canonicalPath` with a leading `/api` rewritten to `/api-docs` (the server-side name of API pages). */
  canonicalPathServer: string;
}

const DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);

export function toCanonicalPath(asPath: string): CanonicalPath {
  let path = asPath.replace(/[#?].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');

  let language: UrlLanguage = 'en';
  const prefix = /^\/(en|zh)(?=\/|$)/.exec(path);
  if (prefix) {
    language = prefix[1] as UrlLanguage;
    path = path.slice(prefix[0].length) || '/';
  }
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';

  const canonicalPathServer = path.replace(/^\/api(?=\/|$)/, '/api-docs');
  return { language, canonicalPath: path, canonicalPathServer };
}

function segment(path: string, index: number): string | undefined {
  return path.split('/').filter(Boolean)[index];
}

export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const { canonicalPathServer: path } = toCanonicalPath(asPath);
  const first = segment(path, 0);
  const none: ProductInfo = { productCategoryId: 'null', productId: 'null' };
  if (!first) return none;

  const documented = findProductOfRoute(`${toCanonicalPath(asPath).canonicalPath}/`);
  if (documented) return { productCategoryId: documented.category, productId: documented.id };

  if (first === 'x') {
    const second = segment(path, 1);
    if (!second) return { productCategoryId: 'x', productId: 'null' };
    // /x/react-data-grid/… → x-data-grid; /x/api/data-grid/… → x-data-grid; /x/introduction/ → x-introduction
    const name = second === 'api' ? segment(path, 2) : second.replace(/^react-/, '');
    return { productCategoryId: 'x', productId: name ? `x-${name}` : 'null' };
  }

  if (first === 'toolpad') {
    const isStudio = segment(path, 1) === 'studio';
    return {
      productCategoryId: 'toolpad',
      productId: isStudio ? 'toolpad-studio' : 'toolpad-core',
    };
  }

  if (DOCS_FOLDERS.has(first)) return { productCategoryId: 'docs', productId: 'docs' };

  return none;
}
