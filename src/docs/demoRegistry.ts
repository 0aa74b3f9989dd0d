import type * as React from 'react';
import type { CodeStyling } from '@/preferences/codeVariant';
import type { DemoBlock } from './pageData';
import { preloadable, type Preloadable } from './preloadable';

export type DemoModule = { default: React.ComponentType };

/**
 * Demo key → loader of its module (its own chunk); generated per product by src/build/generate.ts.
 * A demo's System variant is under its id, other stylings under `<id>:<styling>` (demoRegistryKey).
 */
export type DemoRegistry = Readonly<Record<string, () => Promise<DemoModule>>>;

export function demoRegistryKey(id: string, styling: CodeStyling): string {
  return styling === 'System' ? id : `${id}:${styling}`;
}

/** The styling a demo shows: the preferred one when the demo has it, else MUI System. */
export function demoStyling(
  demo: Pick<DemoBlock, 'stylings'>,
  preferred: CodeStyling,
): CodeStyling {
  return demo.stylings?.includes(preferred) ? preferred : 'System';
}

const components = new Map<string, Preloadable<object>>();

/** The code-split component of a registry entry (one per key for the whole page). */
export function demoComponent(
  registry: DemoRegistry,
  key: string,
): Preloadable<object> | undefined {
  let component = components.get(key);
  const load = registry[key];
  if (!component && load) {
    component = preloadable(load);
    components.set(key, component);
  }
  return component;
}
