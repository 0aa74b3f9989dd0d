/** The component a playground's server HTML shows, loaded before the island renders or hydrates. */
import { preloadRtlStyles } from '@/preferences/rtlStyles';
import { playgroundComponent, type PlaygroundRegistry } from './registry';

/** Browser: called by the client:demo directive with the island's element. */
export async function preloadPlaygroundIsland(
  registry: PlaygroundRegistry,
  island: Element,
): Promise<void> {
  const name = island.querySelector<HTMLElement>('[data-playground]')?.dataset.playground;
  await Promise.all([preloadRtlStyles(), name && playgroundComponent(registry, name)?.preload()]);
}

/** Server: before the page renders. */
export async function preloadPlayground(registry: PlaygroundRegistry, name: string): Promise<void> {
  const component = playgroundComponent(registry, name);
  if (!component) throw new Error(`No ${name} in the playground registry`);
  await component.preload();
}
