/**
 * The site index (build-cache/site-index.json, written by `npm run generate`): every route of the
 * site and the facts later build steps need about its pages and demos, each worked out once here.
 * Reading content (./content/), the demo facts (./demos/siteDemo.ts) and the navigation check
 * (./content/productNav.ts) live in their own modules; this one assembles them and checks that no
 * two pages claim the same route.
 */
import path from 'node:path';
import { SITE_PRODUCTS, type SiteProduct } from '@/products/products';
import { apiPages, loadApiDocs } from './api/apiDocs';
import { listMarkdownFiles } from './content/markdownFiles';
import { installedCatalogueMarkdown } from './gridCatalogues/catalogueDirective';
import { productNav } from './content/productNav';
import { readContentPage } from './content/readPage';
import { ContentError } from '../contentError';
import { installedVersion } from '../installedVersion';
import { ROOT_DIR } from '../paths';
import { routeForContentFile } from './contentRoutes';
import type { SiteApiPage, SiteDemo, SiteFullPage, SiteIndex, SitePage } from './siteIndexTypes';

export type {
  PageDemo,
  PageSegment,
  SiteApiPage,
  SiteDemo,
  SiteDemoVariant,
  SiteFullPage,
  SiteIndex,
  SitePage,
} from './siteIndexTypes';

export interface SiteIndexOptions {
  /** The product descriptors (tests pass their own). */
  products?: readonly SiteProduct[];
  /** The folder that holds content/ (the repository; a fixture in tests). */
  rootDir?: string;
  /** The generated API pages (default: those of the installed packages). */
  api?: readonly SiteApiPage[];
}

/** Every API page of the installed packages. */
function installedApiPages(): SiteApiPage[] {
  return apiPages(loadApiDocs()).map(({ productId, route, entry }) => ({
    route,
    productId,
    name: entry.name,
    kind: entry.kind,
  }));
}

/**
 * The pages, demos and full-page demos of the content files: all the index but the API and nav.
 * A catalogue directive's text (the grid's types, linked to its API pages) is filled in by
 * buildSiteIndex, once the API pages are known.
 */
export interface SiteContent {
  pages: SitePage[];
  demos: SiteDemo[];
  fullPages: SiteFullPage[];
  /** Route → what produces it (a Markdown file, or a full-page demo of one). */
  routes: Map<string, string>;
}

/**
 * Reads every product's Markdown pages and their demos, validating them; it needs no API pages,
 * so the build starts the steps that need only these (code blocks, demo sources) while the API
 * extraction runs.
 */
export function readSiteContent({
  products: descriptors = SITE_PRODUCTS,
  rootDir = ROOT_DIR,
}: Omit<SiteIndexOptions, 'api'> = {}): SiteContent {
  const pages: SitePage[] = [];
  const demos = new Map<string, SiteDemo>();
  const fullPages: SiteFullPage[] = [];
  const routes = new Map<string, string>();
  const contentDir = path.join(rootDir, 'content');

  for (const product of descriptors) {
    const dir = path.join(contentDir, product.contentDir);
    for (const absolute of listMarkdownFiles(dir)) {
      const file = path.relative(rootDir, absolute);
      const content = readContentPage(absolute, product.id, rootDir, () => '');
      const fm = content.frontMatter;
      const route = routeForContentFile(product, path.relative(dir, absolute), fm.slug);
      const clash = routes.get(route);
      if (clash) throw new ContentError(`route ${route} is also produced by ${clash}`, file);
      routes.set(route, file);
      for (const demo of content.demos) if (!demos.has(demo.id)) demos.set(demo.id, demo);
      for (const demo of content.segments) {
        if (demo.kind !== 'demo' || !demo.options.fullPage) continue;
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
          demoId: demo.id,
          name: demo.name,
          pageRoute: route,
        });
      }
      pages.push({
        route,
        productId: product.id,
        frameProductId: fm.product ?? product.id,
        file,
        title: fm.title,
        description: fm.description,
        components: fm.components,
        keywords: fm.keywords,
        hidden: fm.hidden,
        markdown: content.markdown,
        markdownLine: content.markdownLine,
        segments: content.segments,
      });
    }
  }

  return { pages, demos: [...demos.values()], fullPages, routes };
}

/** Reads every product's pages and navigation tree, validating them; the build fails on any error. */
export async function buildSiteIndex({
  products: descriptors = SITE_PRODUCTS,
  rootDir = ROOT_DIR,
  api = installedApiPages(),
  content = readSiteContent({ products: descriptors, rootDir }),
}: SiteIndexOptions & { content?: SiteContent } = {}): Promise<SiteIndex> {
  const { pages, demos, fullPages } = content;
  for (const segment of pages.flatMap((page) => page.segments)) {
    if (segment.kind === 'catalogue') segment.text = installedCatalogueMarkdown(segment.name);
  }
  const routes = new Map(content.routes);
  const products = {} as SiteIndex['products'];
  for (const page of api) {
    const clash = routes.get(page.route);
    if (clash)
      throw new Error(`API route ${page.route} of ${page.name} is also produced by ${clash}`);
    routes.set(page.route, `the API of ${page.name}`);
  }

  for (const product of descriptors) {
    products[product.id] = {
      nav: await productNav(product, pages, api, rootDir),
      version: installedVersion(product.packageName),
    };
  }
  return { products, pages, apiPages: [...api], demos, fullPages };
}
