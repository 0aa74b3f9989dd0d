/** Server only: each product's demo registry, loaded when a page of that product renders. */
import type { DemoRegistry } from '@/model/demoRegistry';
import type { SiteProductId } from '@/products/products';

type Loader = () => Promise<DemoRegistry>;

export const demoRegistries: Record<SiteProductId, Loader> = {
  'material-ui': async () => (await import('@/generated/demos/material-ui')).default,
  'joy-ui': async () => (await import('@/generated/demos/joy-ui')).default,
  'base-ui': async () => (await import('@/generated/demos/base-ui')).default,
  system: async () => (await import('@/generated/demos/system')).default,
  'x-data-grid': async () => (await import('@/generated/demos/x-data-grid')).default,
  'docs-infra': async () => (await import('@/generated/demos/docs-infra')).default,
};
