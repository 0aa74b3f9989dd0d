/**
 * The shape of `public/static/demo-sources/<demo id>.json`: written at build time by
 * src/node/generate/demoSources/writeDemoSources.ts, fetched by the browser only when a visitor opens a demo's code.
 */
import type { CodeStyling, CodeVariant } from './codeVariants';

export interface DemoCodeText {
  /** The source as shown and copied, without a trailing newline. */
  code: string;
  /** `code` highlighted at build time (shiki, light and dark themes as CSS variables). */
  html: string;
}

/** A file the demo imports with a relative path (`./data`, `./Demo.css`). */
export interface DemoExtraFile {
  /** File name in the TS project, e.g. `data.ts`, `BasicButtons.css`. */
  ts: string;
  /** File name in the JS project, e.g. `data.js`. */
  js: string;
  TS: string;
  JS: string;
}

export type DemoVariantSources = Record<CodeVariant, DemoCodeText> & {
  files: DemoExtraFile[];
  /**
   * The stylesheet the page links while the variant shows, compiled at build time: a Tailwind
   * variant's classes, or a CSS variant's CSS Modules (scoped as the demo's script names them).
   */
  css?: string;
};

export interface DemoSources {
  /** Format version: bump when the shape changes so stale caches are ignored. */
  version: 1;
  id: string;
  /** The component's file name without extension, e.g. `BasicButtons`. */
  name: string;
  productId: string;
  /** `System` is always present; `Tailwind` and `CSS` when the demo has such a variant. */
  stylings: Partial<Record<CodeStyling, DemoVariantSources>>;
  /** Packages the demo imports (and their peers), pinned to the site's own versions. */
  dependencies: Record<string, string>;
  /** Tooling for the generated projects, pinned to the site's own versions. */
  devDependencies: Record<string, string>;
}

export const DEMO_SOURCES_FORMAT = 1;

/** Where the build writes a demo's sources under `public/`, and where the browser fetches them. */
export function demoSourcesPath(id: string): string {
  return `/static/demo-sources/${id}.json`;
}

/** The stylings whose variant comes with a compiled stylesheet (its `css`). */
export type StylesheetStyling = 'Tailwind' | 'CSS';

/** A variant's compiled stylesheet, by file name under `static/demo-sources/`. */
export function variantStylesheetFile(id: string, styling: StylesheetStyling): string {
  return `${id}.${styling === 'Tailwind' ? 'tailwind' : 'module'}.css`;
}

/** Where the browser fetches a variant's stylesheet; the page links it while that variant shows. */
export function variantStylesheetPath(id: string, styling: StylesheetStyling): string {
  return `/static/demo-sources/${variantStylesheetFile(id, styling)}`;
}
