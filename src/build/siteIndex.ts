import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import matter from 'gray-matter';
import type { NavPage } from '@content/types';
import type { NavItem } from '@/model/navItem';
import { getSiteProduct, SITE_PRODUCTS, type SiteProductId } from '@/products/products';
import { apiPages, loadApiDocs } from './api/apiDocs';
import type { ApiEntryKind } from './api/types';
import { readDemoPreview } from './demoPreview';
import { splitBody, type DemoDirective } from './directives';
import { ContentError } from './errors';
import { resolveNav, type ApiNavLists } from './nav';
import { CONTENT_DIR, ROOT_DIR } from './paths';
import { routeForContentFile } from './routes';

export interface FrontMatter {
  title: string;
  description: string;
  components: string[];
  slug?: string;
  hidden: boolean;
  /** Front matter `product`: the product whose frame shows the page, instead of its folder's. */
  product?: SiteProductId;
}

export interface SitePage {
  route: string;
  /** The product whose folder holds the page: it owns the route and the page's demos. */
  productId: SiteProductId;
  /**
   * The product the page is shown as (header, version menu, navigation, previous/next, API links):
   * the front matter `product` when set, else `productId`.
   */
  frameProductId: SiteProductId;
  /** Path relative to the repository root. */
  file: string;
  title: string;
  description: string;
  components: string[];
  hidden: boolean;
}

export interface SiteDemo {
  id: string;
  productId: SiteProductId;
  /** Path relative to the repository root. */
  file: string;
}

/** A demo that also opens alone, full screen, at `route` (directive option `fullPage`). */
export interface SiteFullPage {
  route: string;
  productId: SiteProductId;
  demoId: string;
  /** The demo's component name, e.g. `SignIn`. */
  name: string;
  /** The Markdown page whose directive declares it. */
  pageRoute: string;
}

/** A generated API reference page (its data comes from build-cache/api/, see src/build/api/). */
export interface SiteApiPage {
  route: string;
  productId: SiteProductId;
  name: string;
  kind: ApiEntryKind;
}

export interface SiteIndex {
  products: Record<SiteProductId, { nav: NavItem[]; version: string }>;
  pages: SitePage[];
  apiPages: SiteApiPage[];
  demos: SiteDemo[];
  fullPages: SiteFullPage[];
}

const API_LIST_OF_KIND: Record<ApiEntryKind, keyof ApiNavLists> = {
  component: 'components',
  hook: 'hooks',
  interface: 'interfaces',
};

/**
 * Line of a top-level front matter key in the file (the opening `---` is line 1), so errors point
 * at the field; 1 when it cannot be found (no source, or the key is not written on its own line).
 */
export function frontMatterKeyLine(source: string | undefined, key: string): number {
  if (!source) return 1;
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return 1;
  for (let index = 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text.trim() === '---') break;
    if (new RegExp(`^${key}\\s*:`).test(text)) return index + 1;
  }
  return 1;
}

/**
 * Validates a page's front matter. `source` (the whole file) is optional; with it, errors about a
 * field name the line the field is on.
 */
export function parseFrontMatter(
  data: Record<string, unknown>,
  file: string,
  source?: string,
): FrontMatter {
  const { title, description, components = [], slug, hidden = false, product, ...rest } = data;
  const lineOf = (key: string) => frontMatterKeyLine(source, key);
  if (typeof title !== 'string' || !title.trim())
    throw new ContentError('front matter needs a "title"', file, lineOf('title'));
  if (typeof description !== 'string' || !description.trim()) {
    throw new ContentError(
      'front matter needs a "description" (one sentence for search and SEO)',
      file,
      lineOf('description'),
    );
  }
  const list =
    typeof components === 'string'
      ? components
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : components;
  if (!Array.isArray(list) || list.some((c) => typeof c !== 'string')) {
    throw new ContentError(
      '"components" must be a list of component names',
      file,
      lineOf('components'),
    );
  }
  if (slug !== undefined && typeof slug !== 'string')
    throw new ContentError('"slug" must be a string', file, lineOf('slug'));
  if (typeof hidden !== 'boolean')
    throw new ContentError('"hidden" must be true or false', file, lineOf('hidden'));
  if (product !== undefined && (typeof product !== 'string' || !getSiteProduct(product))) {
    throw new ContentError(
      `unknown product ${JSON.stringify(product)} (known: ${SITE_PRODUCTS.map((p) => p.id).join(', ')})`,
      file,
      lineOf('product'),
    );
  }
  const unknown = Object.keys(rest);
  if (unknown.length)
    throw new ContentError(`unknown front matter field(s): ${unknown.join(', ')}`, file, 1);
  return {
    title: title.trim(),
    description: description.trim(),
    components: list as string[],
    slug,
    hidden,
    ...(product !== undefined ? { product: product as SiteProductId } : {}),
  };
}

/** Lines taken by the front matter block, so body errors report real line numbers. */
export function frontMatterLines(source: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? match[0].split('\n').length - 1 : 0;
}

function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).includes('README.md'))
    .map((file) => path.join(dir, file))
    .sort();
}

export function installedVersion(packageName: string | null): string {
  if (!packageName) return '';
  const file = path.join(ROOT_DIR, 'node_modules', packageName, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function loadNavTree(
  contentDir: string,
): Promise<{ pages: readonly NavPage[]; file: string }> {
  const file = path.join(CONTENT_DIR, contentDir, 'pages.ts');
  if (!fs.existsSync(file)) throw new ContentError('missing navigation tree', file);
  const mod = (await import(pathToFileURL(file).href)) as {
    default: readonly NavPage[] | { default: readonly NavPage[] };
  };
  const pages = Array.isArray(mod.default)
    ? mod.default
    : (mod.default as { default: readonly NavPage[] }).default;
  return { pages, file: path.relative(ROOT_DIR, file) };
}

/** Reads every product's pages and navigation tree, validating them; the build fails on any error. */
export async function buildSiteIndex(): Promise<SiteIndex> {
  const pages: SitePage[] = [];
  const demos: SiteDemo[] = [];
  const fullPages: SiteFullPage[] = [];
  const products = {} as SiteIndex['products'];
  const routes = new Map<string, string>();
  const api: SiteApiPage[] = apiPages(loadApiDocs()).map(({ productId, route, entry }) => ({
    route,
    productId,
    name: entry.name,
    kind: entry.kind,
  }));
  for (const page of api) {
    const clash = routes.get(page.route);
    if (clash)
      throw new Error(`API route ${page.route} of ${page.name} is also produced by ${clash}`);
    routes.set(page.route, `the API of ${page.name}`);
  }

  for (const product of SITE_PRODUCTS) {
    const dir = path.join(CONTENT_DIR, product.contentDir);
    for (const absolute of listMarkdownFiles(dir)) {
      const file = path.relative(ROOT_DIR, absolute);
      const source = fs.readFileSync(absolute, 'utf8');
      const parsed = matter(source);
      const fm = parseFrontMatter(parsed.data, file, source);
      const route = routeForContentFile(product, path.relative(dir, absolute), fm.slug);
      const clash = routes.get(route);
      if (clash) throw new ContentError(`route ${route} is also produced by ${clash}`, file);
      routes.set(route, file);
      const directives = splitBody(parsed.content, absolute, frontMatterLines(source)).filter(
        (s): s is DemoDirective => s.kind === 'demo',
      );
      for (const demo of directives) {
        // Fails here, at generate time, for a bad `.tsx.preview` beside the demo.
        readDemoPreview(demo.file);
        const id = path
          .relative(CONTENT_DIR, demo.file)
          .replace(/\\/g, '/')
          .replace(/\.tsx$/, '');
        if (!demos.some((d) => d.id === id)) {
          demos.push({ id, productId: product.id, file: path.relative(ROOT_DIR, demo.file) });
        }
        if (demo.options.fullPage) {
          const fullRoute = `${route}${demo.options.fullPage}/`;
          const fullClash = routes.get(fullRoute);
          if (fullClash) {
            throw new ContentError(
              `full-page demo route ${fullRoute} is also produced by ${fullClash}`,
              file,
              demo.line,
            );
          }
          routes.set(fullRoute, `the full-page demo ${demo.name} of ${file}`);
          fullPages.push({
            route: fullRoute,
            productId: product.id,
            demoId: id,
            name: demo.name,
            pageRoute: route,
          });
        }
      }
      pages.push({
        route,
        productId: product.id,
        frameProductId: fm.product ?? product.id,
        file,
        title: fm.title,
        description: fm.description,
        components: fm.components,
        hidden: fm.hidden,
      });
    }
  }

  for (const product of SITE_PRODUCTS) {
    // A product's tree may list its own pages and the pages shown in its frame (front matter
    // `product`); a page must be in the tree of the product it is shown as, unless hidden.
    const titles = new Map<string, string>();
    for (const page of pages) {
      if (page.productId === product.id || page.frameProductId === product.id)
        titles.set(page.route, page.title);
    }
    const tree = await loadNavTree(product.contentDir);
    const apiLists: ApiNavLists = {};
    for (const page of api.filter((entry) => entry.productId === product.id)) {
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
    for (const page of api.filter((entry) => entry.productId === product.id)) {
      if (!inNav.has(page.route)) {
        throw new ContentError(
          `API page ${page.route} is not in the navigation: add a group with apiList: '${API_LIST_OF_KIND[page.kind]}'`,
          tree.file,
        );
      }
    }
    products[product.id] = { nav, version: installedVersion(product.packageName) };
  }
  return { products, pages, apiPages: api, demos, fullPages };
}
