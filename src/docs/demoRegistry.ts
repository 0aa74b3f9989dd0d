import type * as React from 'react';
import type { CodeStyling } from '@/preferences/codeVariant';
import type { DemoBlock } from './pageData';

/**
 * Demo key → lazily loaded component; generated per product by src/build/generate.ts. A demo's
 * System variant is under its id, other stylings under `<id>:<styling>` (see demoRegistryKey).
 */
export type DemoRegistry = Readonly<Record<string, React.ComponentType>>;

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
