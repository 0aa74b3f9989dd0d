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

/** A slot named by the CSS variables section; `href` is its row in the Slots table when it has one. */
export interface ApiSlotRef {
  name: string;
  href: string | null;
}

/** A component-level CSS variable the component's styles read (from its compiled JavaScript). */
export interface ApiCssVariableData {
  name: string;
  /** The slots whose styles read it. */
  slots: ApiSlotRef[];
  /** Fallbacks written in `var(--name, fallback)`, distinct (often one per size). */
  fallbacks: string[];
  /** Slots on which the component declares it itself: a value inherited from a parent loses there. */
  declaredOn: ApiSlotRef[];
}

/** A CSS variable the component sets for the components nested in it. */
export interface ApiCssVariableSetData {
  name: string;
  slots: ApiSlotRef[];
}

export interface ApiCssVariablesData {
  /** Named after the component (`--Button-gap` on Button). */
  own: ApiCssVariableData[];
  /** Named after another component whose styles this one reuses or reads (`--ListItem-*` on MenuItem). */
  others: ApiCssVariableData[];
  /** Set for nested components and not read by this one (`--Icon-fontSize` on Button). */
  forChildren: ApiCssVariableSetData[];
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
  /** Joy UI components whose styles use component-level CSS variables; null otherwise. */
  cssVariables: ApiCssVariablesData | null;
  /** Components with a playground: the section on their component page. */
  playgroundHref?: string;
}
