/** The body of a Markdown page: rendered HTML between demo placeholders. */
import type { CodeStyling } from './codeVariants';

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
  /** The demo's element id, unique on its page (`basic-buttons`, `basic-buttons-demo` if a heading has it). */
  anchor: string;
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
