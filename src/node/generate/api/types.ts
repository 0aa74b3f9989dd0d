/** What the API extractor produces for one package (Node only; serialised into build-cache/api/). */
import type { ApiCssVariables } from './cssVariables';

export interface ApiProp {
  name: string;
  /** Readable type text, e.g. `'contained' | 'outlined' | 'text'`. */
  type: string;
  required: boolean;
  /** From `@default`, as written there (e.g. `'text'`). */
  default: string | null;
  /** Doc comment as Markdown source. */
  description: string;
  /** `@deprecated` text ('' when deprecated without a reason); null when not deprecated. */
  deprecated: string | null;
}

export interface ApiCssClass {
  key: string;
  /** The class name the component really applies, read from the package's `*Classes` object. */
  className: string;
  description: string;
  deprecated: string | null;
}

export interface ApiSlot {
  name: string;
  /** Default element or component (`@default`). */
  default: string | null;
  description: string;
  className: string | null;
}

export type ApiEntryKind = 'component' | 'hook' | 'interface';

export interface ApiEntry {
  kind: ApiEntryKind;
  /** The exported name, e.g. `Button`, `useButton`, `GridColDef`. */
  name: string;
  /** Kebab-case page slug, e.g. `button`, `use-button`. */
  slug: string;
  /** Package the entry is imported from (the lowest plan for the data grid). */
  packageName: string;
  /** Path import (`@mui/material/Button`) when the package has one for this export. */
  pathImport: string | null;
  description: string;
  props: ApiProp[];
  /** The exported component whose props this one also accepts (e.g. ButtonBase for Button). */
  inherits: string | null;
  /** The ref is forwarded to the root element. */
  forwardsRef: boolean;
  /** Theme key for default props and style overrides, e.g. `MuiButton`, `JoyButton`. */
  themeName: string | null;
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** Joy UI components: the CSS variables their styles read and set; null when they use none. */
  cssVariables?: ApiCssVariables | null;
  /** Hooks only: the parameters object's fields and the returned object's fields. */
  parameters?: ApiProp[];
  returnValue?: ApiProp[];
}

export interface ApiPackageDoc {
  packageName: string;
  version: string;
  entries: ApiEntry[];
}
