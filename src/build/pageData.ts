import fs from 'node:fs';
import { siteConfig } from '@/config/siteConfig';
import { demoAnchor, demoTitle } from '@/model/demoTitle';
import type { DocsPageData, FullPageDemoData, PageData, ProductData } from '@/model/pageData';
import type { PageLink } from '@/model/navItem';
import { getProductInfoFromUrl } from '@/products/productInfo';
import { getSiteProduct, type SiteProductId } from '@/products/products';
import { loadApiDocs } from './api/apiDocs';
import { buildApiPageData, importLines } from './api/apiPageData';
import { loadBundleSizes } from './bundleSize/bundleSizes';
import { lastCommitDate } from './lastCommitDates';
import { hoversOfBlock } from './codeBlocks/codeBlocksCache';
import { renderCodeBlockHtml, renderMarkdownBody } from './markdown';
import { neighboursOf } from './nav';
import { headingsWithPlayground, pagePlayground, playgroundRouteOf } from './playground';
import { PLAYGROUND_OVERRIDES } from '@/tools/playground/overrides';
import { SITE_INDEX_FILE } from './paths';
import type { SiteDemo, SiteFullPage, SiteIndex, SitePage } from './siteIndexTypes';

let cachedIndex: { mtimeMs: number; index: SiteIndex } | undefined;

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
export function readSiteIndex(): SiteIndex {
  const mtimeMs = siteIndexVersion();
  if (cachedIndex?.mtimeMs !== mtimeMs) {
    cachedIndex = {
      mtimeMs,
      index: JSON.parse(fs.readFileSync(SITE_INDEX_FILE, 'utf8')) as SiteIndex,
    };
  }
  return cachedIndex.index;
}

const demosById = new WeakMap<SiteIndex, Map<string, SiteDemo>>();

/** The index's facts about a demo (id, product, file, styling variants). */
export function siteDemoOf(index: SiteIndex, id: string): SiteDemo | undefined {
  let demos = demosById.get(index);
  if (!demos) {
    demos = new Map(index.demos.map((demo) => [demo.id, demo]));
    demosById.set(index, demos);
  }
  return demos.get(id);
}

export function productData(index: SiteIndex, id: SiteProductId, route: string): ProductData {
  const product = getSiteProduct(id);
  if (!product) throw new Error(`Unknown product ${id}`);
  const { version } = index.products[id];
  return {
    id,
    categoryId: getProductInfoFromUrl(route).productCategoryId,
    name: product.name,
    version,
    versions: [
      ...(version ? [{ text: `v${version}`, href: product.landing }] : []),
      ...product.olderVersions,
    ],
    landing: product.landing,
  };
}

/**
 * The frame a Markdown page is shown in: its folder's product, or the product its front matter
 * `product` names — header, version menu, navigation and previous/next all follow it. The route and
 * the demos stay with the folder's product.
 */
export function pageFrame(
  index: SiteIndex,
  page: Pick<SitePage, 'route' | 'productId' | 'frameProductId'>,
): Pick<DocsPageData, 'product' | 'nav' | 'neighbours'> {
  const id = page.frameProductId;
  const product = getSiteProduct(id);
  if (!product) throw new Error(`Unknown product ${id} for ${page.route}`);
  const nav = index.products[id].nav;
  return {
    // The product category follows the product shown, not the page's URL.
    product: productData(index, id, id === page.productId ? page.route : product.prefix),
    nav,
    neighbours: neighboursOf(nav, page.route),
  };
}

/**
 * Route slugs under a prefix for getStaticPaths: every Markdown and API page of the product there,
 * plus the product root when it has no page.
 */
export function productSlugs(id: SiteProductId, prefix = getSiteProduct(id)!.prefix): string[][] {
  const product = getSiteProduct(id)!;
  const index = readSiteIndex();
  const routes = [...index.pages, ...index.apiPages, ...index.fullPages]
    .filter((page) => page.productId === id && page.route.startsWith(prefix))
    .map((page) => page.route);
  if (prefix === product.prefix && !routes.includes(product.prefix)) routes.push(product.prefix);
  return routes.map((route) => route.slice(prefix.length).split('/').filter(Boolean));
}

/** Links to the API pages of the components a Markdown page documents. */
function apiLinksOf(index: SiteIndex, id: SiteProductId, components: string[]): PageLink[] {
  return components.flatMap((name) => {
    const page = index.apiPages.find((api) => api.productId === id && api.name === name);
    return page ? [{ pathname: page.route, title: `${name} API` }] : [];
  });
}

/** A full-page demo: the demo alone, and a way back to the page that shows it. */
function fullPageDemoData(
  index: SiteIndex,
  fullPage: SiteFullPage,
  product: ProductData,
): FullPageDemoData {
  const page = index.pages.find((entry) => entry.route === fullPage.pageRoute);
  if (!page) throw new Error(`No page ${fullPage.pageRoute} for ${fullPage.route}`);
  const demo = siteDemoOf(index, fullPage.demoId);
  if (!demo) throw new Error(`No demo ${fullPage.demoId} for ${fullPage.route}`);
  const stylings = demo.variants.map((variant) => variant.styling);
  const title = demoTitle(fullPage.name);
  return {
    kind: 'fullPage',
    route: fullPage.route,
    product,
    title,
    description: `${title}: a full-page ${product.name} template from “${page.title}”.`,
    demo: {
      kind: 'demo',
      id: fullPage.demoId,
      name: fullPage.name,
      anchor: demoAnchor(fullPage.name),
      options: {},
      ...(stylings.length > 1 ? { stylings } : {}),
    },
    back: { pathname: page.route, title: page.title },
  };
}

export async function buildPageData(
  id: SiteProductId,
  slug: readonly string[] = [],
  prefix = getSiteProduct(id)!.prefix,
): Promise<PageData> {
  const product = getSiteProduct(id)!;
  const route = `${prefix}${slug.map((s) => `${s}/`).join('')}`;
  const index = readSiteIndex();
  const data = productData(index, id, route);
  const nav = index.products[id].nav;
  const apiPage = index.apiPages.find((entry) => entry.route === route);
  if (apiPage) {
    const entry = loadApiDocs()
      .find((docs) => docs.productId === id)
      ?.packages.flatMap((pkg) => pkg.entries)
      .find(
        (candidate) => route.endsWith(`/${candidate.slug}/`) && candidate.name === apiPage.name,
      );
    if (!entry) throw new Error(`No API data for ${route}`);
    const apiData = buildApiPageData(
      { route, product: data, nav, neighbours: neighboursOf(nav, route) },
      index,
      entry,
      await renderCodeBlockHtml(importLines(entry), 'tsx'),
    );
    const bundleSize = (await loadBundleSizes())(id, entry.name);
    if (bundleSize) apiData.api.bundleSize = bundleSize;
    const playgroundHref = playgroundRouteOf(
      index,
      loadApiDocs(),
      id,
      entry.name,
      PLAYGROUND_OVERRIDES[id] ?? {},
    );
    return playgroundHref ? { ...apiData, api: { ...apiData.api, playgroundHref } } : apiData;
  }
  const fullPage = index.fullPages.find((entry) => entry.route === route);
  if (fullPage) return fullPageDemoData(index, fullPage, data);
  const page = index.pages.find((entry) => entry.route === route);
  if (!page) {
    if (route === product.prefix)
      return { kind: 'redirect', route, to: product.landing, product: data };
    throw new Error(`No page for route ${route}`);
  }
  const frame = pageFrame(index, page);
  const rendered = await renderMarkdownBody(page.segments, (demoId) => siteDemoOf(index, demoId), {
    hoversOf: (lang, code) => hoversOfBlock(page.file, lang, code),
  });
  // Its components link to the API pages of the product it is shown as.
  const apiLinks = apiLinksOf(index, page.frameProductId, page.components);
  const sizeOf = await loadBundleSizes();
  const bundleSizes = page.components.flatMap((name) => sizeOf(page.frameProductId, name) ?? []);
  // Component pages get a live props playground before their first section.
  const withPlayground = pagePlayground(
    loadApiDocs(),
    page,
    rendered.body,
    PLAYGROUND_OVERRIDES[page.productId] ?? {},
  );
  const headings = withPlayground ? headingsWithPlayground(rendered.headings) : rendered.headings;
  const result: DocsPageData = {
    kind: 'docs',
    route,
    product: frame.product,
    nav: frame.nav,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    headings: apiLinks.length
      ? [...headings, { id: 'component-api', text: 'API reference', level: 2 }]
      : headings,
    body: (withPlayground?.body ?? rendered.body).map((block) =>
      block.kind === 'demo' && block.options.fullPage
        ? { ...block, fullPageRoute: `${route}${block.options.fullPage}/` }
        : block,
    ),
    neighbours: frame.neighbours,
    editUrl: `${siteConfig.sourceRepositoryUrl}/blob/main/${page.file.replace(/\\/g, '/')}`,
    lastUpdated: lastCommitDate(page.file),
    apiLinks,
    ...(bundleSizes.length ? { bundleSizes } : {}),
    ...(withPlayground ? { playground: withPlayground.playground } : {}),
  };
  return result;
}
