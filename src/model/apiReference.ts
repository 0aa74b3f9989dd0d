/** The reference an API page shows: one component, hook or interface with its members. */
import type { BundleSizeData } from './bundleSize';
import type { PageLink } from './navItem';

/** A prop, hook parameter, returned field or interface member on an API page. */
export interface ApiMember {
  name: string;
  type: string;
  required: boolean;
  default: string | null;
  descriptionHtml: string;
  /** Deprecation note as HTML ('' without a reason); null when not deprecated. */
  deprecatedHtml: string | null;
  /** What the `@deprecated` tag says to use instead (`slots.transition`), when it says. */
  replacedBy?: ApiReplacement | null;
}

/** A deprecated member's replacement: code (a prop path such as `slotProps.paper`) or prose. */
export interface ApiReplacement {
  text: string;
  code: boolean;
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
