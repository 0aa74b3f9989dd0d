/**
 * The one serialisable object per route (DESIGN.md). Produced at build time by src/build/pageData.ts,
 * handed to the route component as props, and only rendered by src/shell and src/docs.
 */
import type { NavPageFlags } from '@content/types';
import type { ProductCategoryId } from '@/products/productInfo';
import type { SiteProductId, VersionEntry } from '@/products/products';

export interface NavItem extends NavPageFlags {
  /** Internal pages end with a slash; external links are absolute URLs. */
  pathname: string;
  title: string;
  subheader?: string;
  icon?: string;
  external?: boolean;
  children?: NavItem[];
}

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
}

export interface DemoOptions {
  defaultCodeOpen?: boolean;
  hideToolbar?: boolean;
  bg?: 'outlined' | 'inline' | 'gradient' | 'playground';
  iframe?: boolean;
  disableLiveEdit?: boolean;
  maxWidth?: number;
  height?: number;
}

export interface DemoBlock {
  kind: 'demo';
  /** Registry key: content-relative path without extension, e.g. 'material-ui/components/button/BasicButtons'. */
  id: string;
  name: string;
  options: DemoOptions;
}

export interface HtmlBlock {
  kind: 'html';
  html: string;
}

export type BodyBlock = HtmlBlock | DemoBlock;

export interface PageLink {
  pathname: string;
  title: string;
}

export interface DocsPageData {
  kind: 'docs';
  route: string;
  product: ProductData;
  nav: NavItem[];
  title: string;
  description: string;
  headings: Heading[];
  body: BodyBlock[];
  neighbours: { prev: PageLink | null; next: PageLink | null };
  editUrl: string;
  lastUpdated: string | null;
}

export interface RedirectPageData {
  kind: 'redirect';
  route: string;
  to: string;
  product: ProductData;
}

export type PageData = DocsPageData | RedirectPageData;
