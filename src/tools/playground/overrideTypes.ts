/** What a product's overrides file may say about one component's playground. */
import type * as React from 'react';
import type { PlaygroundBuildOverride } from '@/model/playground';
import type { PropValue } from './playgroundCode';
import type { AnyComponent } from './registry';

export interface PlaygroundRenderProps {
  Component: AnyComponent;
  /** The sample props, the visitor's changes and the close handler. */
  props: Record<string, unknown>;
  setProp: (name: string, value: PropValue | null) => void;
}

export interface PlaygroundOverride extends PlaygroundBuildOverride {
  /** Props it needs to show anything (options, a label); always passed, not in the code. */
  sampleProps?: Readonly<Record<string, unknown>>;
  /** Sample text children instead of the component's name ('' for none). */
  children?: string;
  /** The sample content as JSX in the code, when `render` supplies it. */
  codeChildren?: string;
  /** Renders the component when it needs content, a trigger or an anchor. */
  render?: React.ComponentType<PlaygroundRenderProps>;
}

/** Component name → override; one file per product in overrides/. */
export type PlaygroundOverrides = Readonly<Record<string, PlaygroundOverride>>;
