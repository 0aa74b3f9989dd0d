/**
 * The one serialisable object per route (DESIGN.md). Produced at build time by src/build/pageData.ts,
 * handed to the route component as props, and only rendered by src/shell and src/docs.
 */
import type { ProductCategoryId } from '@/products/productInfo';
import type { SiteProductId, VersionEntry } from '@/products/products';
import type { ApiReference } from './apiReference';
import type { BodyBlock, DemoBlock } from './bodyBlocks';
import type { BundleSizeData } from './bundleSize';
import type { NavItem, PageLink } from './navItem';
import type { PlaygroundData } from './playground';

export interface ProductData {
  id: SiteProductId;
  categoryId: ProductCategoryId;
  name: string;
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

export interface DocsPageData extends ArticlePageData {
  kind: 'docs';
  /** Front matter `keywords`: indexed by search, listed in the page's metadata. */
  keywords: string[];
  body: BodyBlock[];
  /** API pages of the components this page documents (front matter `components`). */
  apiLinks: PageLink[];
  /** Bundle sizes of the measured components among `apiLinks`, in the same order. */
  bundleSizes?: BundleSizeData[];
  /** Component pages of Material UI, Joy UI and Base UI only. */
  playground?: PlaygroundData;
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
  product: ProductData;
  title: string;
  description: string;
  demo: DemoBlock;
  /** The page the demo comes from. */
  back: PageLink;
}

export type PageData = DocsPageData | ApiPageData | RedirectPageData | FullPageDemoData;
