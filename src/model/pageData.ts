/**
 * The one serialisable object per route (DESIGN.md). Produced at build time by src/node/generate/buildPageData.ts,
 * handed to the route component as props, and only rendered by src/shell and src/docs.
 */
import type { ProductCategoryId } from '@/products/productInfo';
import type { ProductLogo, SiteProductId, VersionEntry } from '@/products/products';
import type { ApiReference } from './apiReference';
import type { BodyBlock, DemoBlock } from './bodyBlocks';
import type { BundleSizeData } from './bundleSize';
import type { NavItem, PageLink } from './navItem';
import type { PlaygroundData } from './playground';
import type { PageSeo } from './seo';

export interface ProductData {
  id: SiteProductId;
  categoryId: ProductCategoryId;
  name: string;
  logo: ProductLogo;
  /** The installed version of the documented package, e.g. '6.1.9'. */
  version: string;
  versions: VersionEntry[];
  landing: string;
}

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
  /** Rows the table of contents lists under this heading (an API page's props), in page order. */
  members?: TocMember[];
}

/** A member (prop, parameter, property) the table of contents links to. */
export interface TocMember {
  id: string;
  text: string;
  deprecated: boolean;
}

/** What every article (a Markdown page or an API page) has: the frame, the TOC and the footer read it. */
export interface ArticlePageData {
  route: string;
  seo: PageSeo;
  product: ProductData;
  nav: NavItem[];
  title: string;
  description: string;
  headings: Heading[];
  neighbours: { prev: PageLink | null; next: PageLink | null };
  /** Source file on the repository; null for generated pages. */
  editUrl: string | null;
  lastUpdated: string | null;
}

/** A link to the API page of a component the page documents (its name, e.g. `Button`). */
export interface ApiLink {
  pathname: string;
  name: string;
}

/** The section after the body that links to the API pages of the page's components. */
export interface ApiReferenceSection {
  heading: Heading;
  links: ApiLink[];
}

/** The generated props playground of a component page, placed before `data.position` of the body. */
export interface PlaygroundSection {
  heading: Heading;
  data: PlaygroundData;
}

export interface DocsPageData extends ArticlePageData {
  kind: 'docs';
  /**
   * The product whose folder holds the page: its demos and playground are that product's islands
   * (`product` is the product it is shown as, which front matter `product` may change).
   */
  contentProductId: SiteProductId;
  /** Front matter `keywords`: indexed by search, listed in the page's metadata. */
  keywords: string[];
  body: BodyBlock[];
  /** API pages of the components this page documents (front matter `components`); null: none. */
  apiReference: ApiReferenceSection | null;
  /** Bundle sizes of the measured components among the API links, in the same order. */
  bundleSizes?: BundleSizeData[];
  /** Component pages of products with a playground (src/products/products.ts). */
  playground?: PlaygroundSection;
}

export interface ApiPageData extends ArticlePageData {
  kind: 'api';
  api: ApiReference;
}

export interface RedirectPageData {
  kind: 'redirect';
  route: string;
  to: string;
  product: ProductData;
}

/** A demo shown alone, full screen (templates): `<page route><fullPage>/`. */
export interface FullPageDemoData {
  kind: 'fullPage';
  route: string;
  seo: PageSeo;
  product: ProductData;
  title: string;
  description: string;
  demo: DemoBlock;
  /** The page the demo comes from. */
  back: PageLink;
}

export type PageData = DocsPageData | ApiPageData | RedirectPageData | FullPageDemoData;
