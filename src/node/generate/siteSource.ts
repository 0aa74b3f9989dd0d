/**
 * The read side of the site index: one typed object over an index, backed by maps, that later
 * build steps ask (a page by route, a demo by id, a product's nav and neighbours, every route a
 * product serves) instead of scanning the index's arrays. `loadSiteSource()` reads the index
 * `npm run generate` wrote; `siteSource(index)` wraps any index (tests build small ones in memory).
 */
import fs from 'node:fs';
import type { NavItem, PageLink } from '@/model/navItem';
import {
  productPrefixes,
  SITE_PRODUCTS,
  type SiteProduct,
  type SiteProductId,
} from '@/products/products';
import { flattenNav } from './nav';
import { SITE_INDEX_FILE } from '../paths';
import type { SiteApiPage, SiteDemo, SiteFullPage, SiteIndex, SitePage } from './siteIndexTypes';

export interface Neighbours {
  prev: PageLink | null;
  next: PageLink | null;
}

export interface SiteSource {
  readonly index: SiteIndex;
  readonly products: readonly SiteProduct[];
  /** The routes of every Markdown and API page (links in API descriptions are checked against it). */
  readonly articleRoutes: ReadonlySet<string>;
  product(id: string): SiteProduct;
  /** The Markdown page at a route. */
  page(route: string): SitePage | undefined;
  apiPage(route: string): SiteApiPage | undefined;
  fullPage(route: string): SiteFullPage | undefined;
  /** The API page of a product's export (`Button` of material-ui). */
  apiPageOf(productId: string, name: string): SiteApiPage | undefined;
  demo(id: string): SiteDemo | undefined;
  nav(productId: string): NavItem[];
  /** The installed version of the product's package ('' for the docs themselves). */
  version(productId: string): string;
  /** Previous and next pages of a route in the product's nav (reading order). */
  neighbours(productId: string, route: string): Neighbours;
  /**
   * Every route the site serves, products in order: each product's guides, API and full-page
   * routes under its main prefix (and its root, which redirects when it has no page), then the API
   * routes under a prefix of their own (the data grid's /x/api/data-grid/).
   */
  routes(): { productId: SiteProductId; route: string }[];
}

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

export function siteSource(
  index: SiteIndex,
  products: readonly SiteProduct[] = SITE_PRODUCTS,
): SiteSource {
  const productsById = byKey(products, (product) => product.id);
  const pages = byKey(index.pages, (page) => page.route);
  const apiPages = byKey(index.apiPages, (page) => page.route);
  const apiByName = byKey(index.apiPages, (page) => `${page.productId}\n${page.name}`);
  const fullPages = byKey(index.fullPages, (page) => page.route);
  const demos = byKey(index.demos, (demo) => demo.id);
  const readingOrder = new Map<string, { links: PageLink[]; at: Map<string, number> }>();

  const productEntry = (id: string) => {
    const entry = index.products[id as SiteProductId];
    if (!entry) throw new Error(`The site index has no product ${id}`);
    return entry;
  };

  const routes = () => {
    const all = [...index.pages, ...index.apiPages, ...index.fullPages];
    const under = (product: SiteProduct, prefix: string) =>
      all
        .filter((page) => page.productId === product.id && page.route.startsWith(prefix))
        .map((page) => ({ productId: product.id, route: page.route }));
    const main = products.flatMap((product) => {
      const own = under(product, product.prefix);
      return own.some((entry) => entry.route === product.prefix)
        ? own
        : [...own, { productId: product.id, route: product.prefix }];
    });
    const apart = products.flatMap((product) =>
      productPrefixes(product)
        .slice(1)
        .flatMap((prefix) => under(product, prefix)),
    );
    return [...main, ...apart];
  };

  return {
    index,
    products,
    articleRoutes: new Set([...pages.keys(), ...apiPages.keys()]),
    product(id) {
      const product = productsById.get(id);
      if (!product) throw new Error(`Unknown product ${id}`);
      return product;
    },
    page: (route) => pages.get(route),
    apiPage: (route) => apiPages.get(route),
    fullPage: (route) => fullPages.get(route),
    apiPageOf: (productId, name) => apiByName.get(`${productId}\n${name}`),
    demo: (id) => demos.get(id),
    nav: (productId) => productEntry(productId).nav,
    version: (productId) => productEntry(productId).version,
    neighbours(productId, route) {
      let order = readingOrder.get(productId);
      if (!order) {
        const links = flattenNav(productEntry(productId).nav);
        const at = new Map<string, number>();
        links.forEach((link, position) => {
          if (!at.has(link.pathname)) at.set(link.pathname, position);
        });
        order = { links, at };
        readingOrder.set(productId, order);
      }
      const position = order.at.get(route);
      if (position === undefined) return { prev: null, next: null };
      return {
        prev: order.links[position - 1] ?? null,
        next: order.links[position + 1] ?? null,
      };
    },
    routes,
  };
}

let loaded: { mtimeMs: number; source: SiteSource } | undefined;

/** When `npm run generate` last wrote the index (the dev server reruns it on content changes). */
export function siteIndexVersion(): number {
  if (!fs.existsSync(SITE_INDEX_FILE)) {
    throw new Error(
      `${SITE_INDEX_FILE} is missing: run "npm run generate" (npm run build does it).`,
    );
  }
  return fs.statSync(SITE_INDEX_FILE).mtimeMs;
}

/** The index written by `npm run generate`; read again only when it has been rewritten. */
export function loadSiteSource(): SiteSource {
  const mtimeMs = siteIndexVersion();
  if (loaded?.mtimeMs !== mtimeMs) {
    const index = JSON.parse(fs.readFileSync(SITE_INDEX_FILE, 'utf8')) as SiteIndex;
    loaded = { mtimeMs, source: siteSource(index) };
  }
  return loaded.source;
}
