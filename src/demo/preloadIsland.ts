/** Browser: the modules a demo island's server HTML shows, loaded before it hydrates. */
import { demoControls } from '@/demo/Demo';
import { toolbarAsServed } from '@/demo/DemoControlsOnDemand';
import { demoComponent } from '@/demo/demoComponent';
import { demoRegistryKey, demoStyling, type DemoRegistry } from '@/model/demoRegistry';
import { $codeStyling, $codeVariant } from '@/preferences/codePreferencesStore';
import { preloadRtlStyles } from '@/preferences/rtlStyles';
import type { CodeStyling } from '@/model/codeVariants';

/**
 * Loads what the demo will render as it hydrates: the demo in the visitor's styling and, when the
 * visitor's preferences change the toolbar from the served one, the toolbar's code (otherwise it
 * waits for first use).
 */
export async function preloadDemoIsland(registry: DemoRegistry, island: Element): Promise<void> {
  const root = island.querySelector<HTMLElement>('[data-demo]');
  const id = root?.dataset.demo;
  if (!id) return;
  const stylings = (root.dataset.stylings ?? '').split(' ').filter(Boolean) as CodeStyling[];
  // The store holds the visitor's choice (hash, else cookie) from the moment it loads: the same
  // values the demo reads as it hydrates.
  const styling = $codeStyling.get();
  const keys = new Set([id, demoRegistryKey(id, demoStyling({ stylings }, styling))]);
  const servedToolbar = toolbarAsServed(
    { stylings, codeOpen: root.dataset.codeOpen !== undefined },
    $codeVariant.get(),
    styling,
  );
  await Promise.all([
    preloadRtlStyles(),
    root.dataset.toolbar === undefined || servedToolbar ? undefined : demoControls.preload(),
    ...Array.from(keys, (key) => demoComponent(registry, key)?.preload()),
  ]);
}
