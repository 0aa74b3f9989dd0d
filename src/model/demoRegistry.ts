import type * as React from 'react';
import type { CodeStyling } from './codeVariants';

export type DemoModule = { default: React.ComponentType };

/**
 * Demo key → loader of its module (its own chunk); generated per product by src/node/generate/generate.ts.
 * A demo's System variant is under its id, other stylings under `<id>:<styling>` (demoRegistryKey).
 */
export type DemoRegistry = Readonly<Record<string, () => Promise<DemoModule>>>;

export function demoRegistryKey(id: string, styling: CodeStyling): string {
  return styling === 'System' ? id : `${id}:${styling}`;
}

/** The styling a demo shows: the preferred one when the demo has it, else MUI System. */
export function demoStyling(
  demo: { readonly stylings?: readonly CodeStyling[] },
  preferred: CodeStyling,
): CodeStyling {
  return demo.stylings?.includes(preferred) ? preferred : 'System';
}
