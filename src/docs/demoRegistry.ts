import type * as React from 'react';

/** Demo id → lazily loaded component; generated per product by src/build/generate.ts. */
export type DemoRegistry = Readonly<Record<string, React.ComponentType>>;
