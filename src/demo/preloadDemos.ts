/** Server only: loads a page's demo modules (and the toolbar) before the page renders. */
import { demoControls } from '@/demo/Demo';
import demoRegistries from '@/generated/demoRegistries';
import { demoComponent } from '@/demo/demoComponent';
import type { DemoRegistry } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';

export async function preloadDemos(registry: DemoRegistry, demos: DemoBlock[]): Promise<void> {
  await Promise.all([
    demoControls.preload(),
    ...demos.map((demo) => {
      const component = demoComponent(registry, demo.id);
      if (!component) throw new Error(`No demo ${demo.id} in the registry`);
      return component.preload();
    }),
  ]);
}

/** The demos of a page of `productId` (its registry comes from the product descriptors). */
export async function preloadProductDemos(productId: string, demos: DemoBlock[]): Promise<void> {
  const registry = demoRegistries[productId];
  if (!registry)
    throw new Error(`No demo registry for product ${productId} (src/products/products.ts)`);
  await preloadDemos(await registry(), demos);
}
