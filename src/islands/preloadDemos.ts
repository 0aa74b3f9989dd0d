/** Server only: loads a page's demo modules (and the toolbar) before the page renders. */
import { demoControls } from '@/docs/Demo';
import { demoComponent } from '@/docs/demoComponent';
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
