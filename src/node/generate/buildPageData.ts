/**
 * The page data of one route, worked out once at build time from the site index (./siteSource.ts):
 * every section a page shows and every field of its head come from here, each from a small named
 * getter, so the components only render. Node only.
 */
import { siteConfig } from '@/config/siteConfig';
import { demoAnchor, demoTitle } from '@/model/demoTitle';
import type {
  ApiPageData,
  ApiReferenceSection,
  DocsPageData,
  FullPageDemoData,
  Heading,
  PageData,
  PlaygroundSection,
  ProductData,
} from '@/model/pageData';
import type { BodyBlock } from '@/model/bodyBlocks';
import type { SiteProductId } from '@/products/products';
import { PLAYGROUND_OVERRIDES } from '@/tools/playground/overrides';
import { loadApiDocs } from './api/apiDocs';
import { buildApiPageData, importLines } from './api/apiPageData';
import { loadBundleSizes } from './bundleSize/bundleSizes';
import { lastCommitDate } from './lastCommitDates';
import { hoversOfBlock } from './codeBlocks/codeBlocksCache';
import { articleSeo } from './pageSeo';
import { renderCodeBlockHtml, renderMarkdownBody } from './markdown';
import {
  headingsWithPlayground,
  pagePlayground,
  PLAYGROUND_HEADING,
  playgroundRouteOf,
} from './componentPlaygrounds';
import type { SiteSource } from './siteSource';
import type { SiteApiPage, SiteFullPage, SitePage } from './siteIndexTypes';

/** The heading of the section that links a Markdown page to its components' API pages. */
export const API_REFERENCE_HEADING: Heading = {
  id: 'component-api',
  text: 'API reference',
  level: 2,
};

/** The header, version menu and category of a product. */
export function productData(source: SiteSource, id: SiteProductId): ProductData {
  const product = source.product(id);
  const version = source.version(id);
  return {
    id,
    categoryId: product.category,
    name: product.name,
    logo: product.logo,
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
  source: SiteSource,
  page: Pick<SitePage, 'route' | 'frameProductId'>,
): Pick<DocsPageData, 'product' | 'nav' | 'neighbours'> {
  const id = page.frameProductId;
  return {
    product: productData(source, id),
    nav: source.nav(id),
    neighbours: source.neighbours(id, page.route),
  };
}

/** The API reference section: the API pages of the components the page documents. */
function apiReferenceOf(source: SiteSource, page: SitePage): ApiReferenceSection | null {
  // Its components link to the API pages of the product it is shown as.
  const links = page.components.flatMap((name) => {
    const api = source.apiPageOf(page.frameProductId, name);
    return api ? [{ pathname: api.route, name }] : [];
  });
  return links.length ? { heading: API_REFERENCE_HEADING, links } : null;
}

/** Component pages get a live props playground before their first section. */
function playgroundOf(
  page: SitePage,
  body: BodyBlock[],
): { section: PlaygroundSection; body: BodyBlock[] } | null {
  const placed = pagePlayground(
    loadApiDocs(),
    page,
    body,
    PLAYGROUND_OVERRIDES[page.productId] ?? {},
  );
  if (!placed) return null;
  return { section: { heading: PLAYGROUND_HEADING, data: placed.playground }, body: placed.body };
}

/** The table of contents: the body's headings, the generated sections' in their places. */
function tableOfContents(
  headings: Heading[],
  playground: PlaygroundSection | undefined,
  apiReference: ApiReferenceSection | null,
): Heading[] {
  const withPlayground = playground ? headingsWithPlayground(headings) : headings;
  return apiReference ? [...withPlayground, apiReference.heading] : withPlayground;
}

/** Demos that also open alone link to their full-page route. */
function withFullPageRoutes(route: string, body: readonly BodyBlock[]): BodyBlock[] {
  return body.map((block) =>
    block.kind === 'demo' && block.options.fullPage
      ? { ...block, fullPageRoute: `${route}${block.options.fullPage}/` }
      : block,
  );
}

function editUrlOf(page: SitePage): string {
  return `${siteConfig.sourceRepositoryUrl}/blob/main/${page.file.replace(/\\/g, '/')}`;
}

/** A Markdown page: its body, the generated sections, its frame and its head. */
async function docsPageData(source: SiteSource, page: SitePage): Promise<DocsPageData> {
  const frame = pageFrame(source, page);
  const rendered = await renderMarkdownBody(page.segments, (id) => source.demo(id), {
    hoversOf: (lang, code) => hoversOfBlock(page.file, lang, code),
  });
  const playground = playgroundOf(page, rendered.body);
  const apiReference = apiReferenceOf(source, page);
  const sizeOf = await loadBundleSizes();
  const bundleSizes = page.components.flatMap((name) => sizeOf(page.frameProductId, name) ?? []);
  return {
    kind: 'docs',
    route: page.route,
    seo: articleSeo(page.route, frame.product, page.title, page.description, page.keywords),
    product: frame.product,
    contentProductId: page.productId,
    nav: frame.nav,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    headings: tableOfContents(rendered.headings, playground?.section, apiReference),
    body: withFullPageRoutes(page.route, playground?.body ?? rendered.body),
    neighbours: frame.neighbours,
    editUrl: editUrlOf(page),
    lastUpdated: lastCommitDate(page.file),
    apiReference,
    ...(bundleSizes.length ? { bundleSizes } : {}),
    ...(playground ? { playground: playground.section } : {}),
  };
}

/** A generated API page: the extracted entry, its bundle size and the playground that shows it. */
async function apiPageData(source: SiteSource, apiPage: SiteApiPage): Promise<ApiPageData> {
  const { route, productId } = apiPage;
  const entry = loadApiDocs()
    .find((docs) => docs.productId === productId)
    ?.packages.flatMap((pkg) => pkg.entries)
    .find((candidate) => route.endsWith(`/${candidate.slug}/`) && candidate.name === apiPage.name);
  if (!entry) throw new Error(`No API data for ${route}`);
  const data = buildApiPageData(
    {
      route,
      product: productData(source, productId),
      nav: source.nav(productId),
      neighbours: source.neighbours(productId, route),
    },
    source,
    entry,
    await renderCodeBlockHtml(importLines(entry), 'tsx'),
  );
  const bundleSize = (await loadBundleSizes())(productId, entry.name);
  const playgroundHref = playgroundRouteOf(
    source.index.pages,
    loadApiDocs(),
    productId,
    entry.name,
    PLAYGROUND_OVERRIDES[productId] ?? {},
  );
  return {
    ...data,
    api: {
      ...data.api,
      ...(bundleSize ? { bundleSize } : {}),
      ...(playgroundHref ? { playgroundHref } : {}),
    },
  };
}

/** A full-page demo: the demo alone, and a way back to the page that shows it. */
function fullPageDemoData(source: SiteSource, fullPage: SiteFullPage): FullPageDemoData {
  const page = source.page(fullPage.pageRoute);
  if (!page) throw new Error(`No page ${fullPage.pageRoute} for ${fullPage.route}`);
  const demo = source.demo(fullPage.demoId);
  if (!demo) throw new Error(`No demo ${fullPage.demoId} for ${fullPage.route}`);
  const product = productData(source, fullPage.productId);
  const stylings = demo.variants.map((variant) => variant.styling);
  const title = demoTitle(fullPage.name);
  const description = `${title}: a full-page ${product.name} template from “${page.title}”.`;
  return {
    kind: 'fullPage',
    route: fullPage.route,
    seo: {
      title: `${title} - ${product.name}`,
      description,
      path: fullPage.route,
      productId: product.id,
      noindex: true,
    },
    product,
    title,
    description,
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

/** The page data of a route the site serves (`SiteSource.routes()`). */
export async function buildPageData(
  source: SiteSource,
  productId: SiteProductId,
  route: string,
): Promise<PageData> {
  const apiPage = source.apiPage(route);
  if (apiPage) return apiPageData(source, apiPage);
  const fullPage = source.fullPage(route);
  if (fullPage) return fullPageDemoData(source, fullPage);
  const page = source.page(route);
  if (page) return docsPageData(source, page);
  const product = source.product(productId);
  if (route === product.prefix) {
    return {
      kind: 'redirect',
      route,
      to: product.landing,
      product: productData(source, productId),
    };
  }
  throw new Error(`No page for route ${route}`);
}
