/** Browser: the modules a demo island's server HTML shows, loaded before it hydrates. */
import { demoControls } from '@/docs/Demo';
import { toolbarAsServed } from '@/docs/DemoControlsOnDemand';
import { demoComponent } from '@/docs/demoComponent';
import { demoRegistryKey, demoStyling, type DemoRegistry } from '@/model/demoRegistry';
import { resolveCodeStyling, resolveCodeVariant } from '@/preferences/codeVariant';
import { preloadRtlStyles } from '@/preferences/rtlStyles';
import type { CodeStyling } from '@/model/codeVariants';

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // No cookies: the hash or the defaults.
  }
}

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
  const cookies = readCookies();
  const { hash } = window.location;
  const styling = resolveCodeStyling(hash, cookies);
  const keys = new Set([id, demoRegistryKey(id, demoStyling({ stylings }, styling))]);
  const servedToolbar = toolbarAsServed(
    { stylings, codeOpen: root.dataset.codeOpen !== undefined },
    resolveCodeVariant(hash, cookies),
    styling,
  );
  await Promise.all([
    preloadRtlStyles(),
    root.dataset.toolbar === undefined || servedToolbar ? undefined : demoControls.preload(),
    ...Array.from(keys, (key) => demoComponent(registry, key)?.preload()),
  ]);
}
