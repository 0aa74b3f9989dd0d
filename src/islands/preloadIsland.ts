/** Browser: the modules a demo island's server HTML shows, loaded before it hydrates. */
import { demoControls } from '@/docs/Demo';
import { demoComponent } from '@/docs/demoComponent';
import { demoRegistryKey, demoStyling, type DemoRegistry } from '@/model/demoRegistry';
import { resolveCodeStyling } from '@/preferences/codeVariant';
import { preloadRtlStyles } from '@/preferences/rtlStyles';
import type { CodeStyling } from '@/model/codeVariants';

/** The styling the demo will show once hydrated: from the URL hash or the cookie. */
function preferredStyling(): CodeStyling {
  let cookies = '';
  try {
    cookies = document.cookie;
  } catch {
    // No cookies: the hash or the default.
  }
  return resolveCodeStyling(window.location.hash, cookies);
}

export async function preloadDemoIsland(registry: DemoRegistry, island: Element): Promise<void> {
  const root = island.querySelector<HTMLElement>('[data-demo]');
  const id = root?.dataset.demo;
  if (!id) return;
  const stylings = (root.dataset.stylings ?? '').split(' ').filter(Boolean) as CodeStyling[];
  const keys = new Set([id, demoRegistryKey(id, demoStyling({ stylings }, preferredStyling()))]);
  await Promise.all([
    preloadRtlStyles(),
    root.dataset.toolbar === undefined ? undefined : demoControls.preload(),
    ...Array.from(keys, (key) => demoComponent(registry, key)?.preload()),
  ]);
}
