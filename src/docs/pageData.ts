/**
 * The one serialisable object per route (DESIGN.md). Produced at build time by src/build/pageData.ts,
 * handed to the route component as props, and only rendered by src/shell and src/docs.
 */
import type { NavPageFlags } from '@content/types';
import type { CodeStyling } from '@/preferences/codeVariant';
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
  /** The demo also opens as its own page, at `<page route><fullPage>/` (a kebab-case slug). */
  fullPage?: string;
}

/** A demo's short preview (`Foo.tsx.preview`): a few lines of JSX shown while its code is collapsed. */
export interface DemoPreview {
  /** The JSX as written, without a trailing newline. */
  code: string;
  /** `code` highlighted at build time. */
  html: string;
}

export interface DemoBlock {
  kind: 'demo';
  /** Registry key: content-relative path without extension, e.g. 'material-ui/components/button/BasicButtons'. */
  id: string;
  name: string;
  options: DemoOptions;
  /** Only when the demo has a `.tsx.preview` (≤ 16 lines); the full source stays lazy. */
  preview?: DemoPreview;
  /** Only when the demo has styling variants (`tailwind/`, `css/` folders): System first. */
  stylings?: CodeStyling[];
  /** Only with the `fullPage` option: the route where the demo opens alone. */
  fullPageRoute?: string;
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

/**
 * What one component adds to a bundle: its own import bundled alone with esbuild, minified, with
 * React (and Emotion where the package shares it) left out, and gzipped at level 9.
 */
export interface BundleSizeData {
  name: string;
  /** The import that was measured, e.g. `import Button from '@mui/material/Button'`. */
  importLine: string;
  minBytes: number;
  gzipBytes: number;
  packageName: string;
  packageVersion: string;
  esbuildVersion: string;
  /** Packages left out of the bundle. */
  externals: string[];
}

/** One control of a component playground, generated from an extracted prop. */
export type PlaygroundControl =
  | { kind: 'switch'; name: string; default: boolean }
  | { kind: 'select'; name: string; options: string[]; default: string | null }
  | { kind: 'number'; name: string; default: number | null }
  | { kind: 'text'; name: string; default: string };

/** The live props playground of a component page (its primary component). */
export interface PlaygroundData {
  /** The exported name, e.g. 'Button'; the key of the product's playground registry. */
  component: string;
  /** The JSX tag shown in the code, e.g. 'NumberInput' for Unstable_NumberInput. */
  tag: string;
  controls: PlaygroundControl[];
  /** It has an `open` prop and reports `onClose`: the playground closes it when asked. */
  closes: boolean;
  /** The section goes before this body block (the first one opening with an h2). */
  position: number;
}

export interface DocsPageData extends ArticlePageData {
  kind: 'docs';
  body: BodyBlock[];
  /** API pages of the components this page documents (front matter `components`). */
  apiLinks: PageLink[];
  /** Bundle sizes of the measured components among `apiLinks`, in the same order. */
  bundleSizes?: BundleSizeData[];
  /** Component pages of Material UI, Joy UI and Base UI only. */
  playground?: PlaygroundData;
}

/** A prop, hook parameter, returned field or interface member on an API page. */
export interface ApiMember {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  descriptionHtml: string;
  /** Deprecation note as HTML ('' without a reason); null when not deprecated. */
  deprecatedHtml: string | null;
}

/** `#props-variant`: the anchor of a member row on an API page (linkable, copyable, searchable). */
export function memberAnchor(section: string, name: string): string {
  return `${section}-${name}`;
}

export interface ApiSlotData {
  name: string;
  default: string | null;
  descriptionHtml: string;
  className: string | null;
}

export interface ApiCssClassData {
  key: string;
  className: string;
  descriptionHtml: string;
  deprecatedHtml: string | null;
}

export interface ApiReference {
  name: string;
  entryKind: 'component' | 'hook' | 'interface';
  packageName: string;
  /** The import lines, highlighted at build time, inside a code block with a copy button. */
  importHtml: string;
  /** Components with a measured bundle size only. */
  bundleSize?: BundleSizeData | null;
  demos: PageLink[];
  props: ApiMember[];
  parameters: ApiMember[] | null;
  returnValue: ApiMember[] | null;
  inherits: PageLink | null;
  forwardsRef: boolean;
  themeName: string | null;
  slots: ApiSlotData[];
  classes: ApiCssClassData[];
  /** Components with a playground: the section on their component page. */
  playgroundHref?: string;
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
