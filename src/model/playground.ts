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

/**
 * The part of a component's playground override (src/tools/playground/overrides/) that decides
 * its controls at build time.
 */
export interface PlaygroundBuildOverride {
  /** Why the component has no playground (it shows nothing on its own). */
  skip?: string;
  /** Props with no control. */
  hide?: readonly string[];
}
