/** The shape of the site index (build-cache/site-index.json); ./siteIndex.ts makes it. */
import type { DemoOptions } from '@/model/bodyBlocks';
import type { NavItem } from '@/model/navItem';
import type { CodeStyling } from '@/model/codeVariants';
import type { SiteProductId } from '@/products/products';
import type { ApiEntryKind } from './api/types';
import type { MarkdownChunk } from './directives';
import type { CatalogueName } from './gridCatalogues/catalogueMarkdown';

/** A demo directive of a page, parsed when the index is made. */
export interface PageDemo {
  kind: 'demo';
  /** The demo's id (see ./demos/demoId.ts); `SiteIndex.demos` holds its other facts. */
  id: string;
  /** The demo's component name, e.g. `BasicButtons`. */
  name: string;
  /** The demo file as the directive writes it, relative to the page. */
  path: string;
  /** Line of the directive in the page's file. */
  line: number;
  options: DemoOptions;
}

/** A catalogue directive of a page with the Markdown it generated (src/node/generate/gridCatalogues/). */
export interface PageCatalogue {
  kind: 'catalogue';
  name: CatalogueName;
  /** Line of the directive in the page's file. */
  line: number;
  /** The generated Markdown (tables, headings), rendered like the page's own. */
  text: string;
}

/** A page body in order: Markdown chunks (callouts already turned into notes), demos and catalogues. */
export type PageSegment = MarkdownChunk | PageDemo | PageCatalogue;

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
  /** Front matter `keywords`: search terms the title and headings do not say. */
  keywords: string[];
  hidden: boolean;
  /** The page's Markdown as written, front matter removed. */
  markdown: string;
  /** Lines the front matter takes: line n of `markdown` is line n + markdownLine of the file. */
  markdownLine: number;
  /** The body split into Markdown chunks and parsed demo directives. */
  segments: PageSegment[];
}

/** A styling variant of a demo: the file that holds it, relative to the repository root. */
export interface SiteDemoVariant {
  styling: CodeStyling;
  file: string;
}

export interface SiteDemo {
  id: string;
  productId: SiteProductId;
  /** Path relative to the repository root. */
  file: string;
  /** Its styling variants on disk, System first (the demo file itself when it has no system/). */
  variants: SiteDemoVariant[];
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

/** A generated API reference page (its data comes from build-cache/api/, see src/node/generate/api/). */
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
