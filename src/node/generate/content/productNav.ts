/**
 * A product's navigation: its `pages.ts` tree resolved against the pages and API pages, and the
 * check that every page a visitor can reach through the product's frame is in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NavPage } from '@content/types';
import type { NavItem } from '@/model/navItem';
import type { SiteProduct } from '@/products/products';
import type { ApiEntryKind } from '../api/types';
import { ContentError } from '../../contentError';
import { resolveNav, type ApiNavLists } from '../nav';
import { ROOT_DIR } from '../../paths';
import type { SiteApiPage, SitePage } from '../siteIndexTypes';

const API_LIST_OF_KIND: Record<ApiEntryKind, keyof ApiNavLists> = {
  component: 'components',
  hook: 'hooks',
  interface: 'interfaces',
};

async function loadNavTree(
  contentDir: string,
  rootDir: string,
): Promise<{ pages: readonly NavPage[]; file: string }> {
  const file = path.join(rootDir, 'content', contentDir, 'pages.ts');
  if (!fs.existsSync(file)) throw new ContentError('missing navigation tree', file);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: readonly NavPage[] | { default: readonly NavPage[] };
  };
  const pages = Array.isArray(mod.default)
    ? mod.default
    : (mod.default as { default: readonly NavPage[] }).default;
  return { pages, file: path.relative(rootDir, file) };
}

/**
 * The product's navigation. A product's tree may list its own pages and the pages shown in its
 * frame (front matter `product`); a page must be in the tree of the product it is shown as, unless
 * hidden, and every API page of the product must be in it too.
 */
export async function productNav(
  product: Pick<SiteProduct, 'id' | 'contentDir'>,
  pages: readonly SitePage[],
  api: readonly SiteApiPage[],
  rootDir = ROOT_DIR,
): Promise<NavItem[]> {
  const titles = new Map<string, string>();
  for (const page of pages) {
    if (page.productId === product.id || page.frameProductId === product.id)
      titles.set(page.route, page.title);
  }
  const tree = await loadNavTree(product.contentDir, rootDir);
  const productApi = api.filter((entry) => entry.productId === product.id);
  const apiLists: ApiNavLists = {};
  for (const page of productApi) {
    (apiLists[API_LIST_OF_KIND[page.kind]] ??= []).push({
      pathname: page.route,
      title: page.name,
    });
  }
  const nav = resolveNav(tree.pages, titles, tree.file, apiLists);
  const inNav = new Set<string>();
  const collect = (items: NavItem[]) =>
    items.forEach((item) => (item.children ? collect(item.children) : inNav.add(item.pathname)));
  collect(nav);
  for (const page of pages.filter((entry) => entry.frameProductId === product.id)) {
    if (!page.hidden && !inNav.has(page.route)) {
      throw new ContentError(
        `page ${page.route} is not in ${tree.file}: add it to the navigation or set "hidden: true"`,
        page.file,
      );
    }
  }
  for (const page of productApi) {
    if (!inNav.has(page.route)) {
      throw new ContentError(
        `API page ${page.route} is not in the navigation: add a group with apiList: '${API_LIST_OF_KIND[page.kind]}'`,
        tree.file,
      );
    }
  }
  return nav;
}
