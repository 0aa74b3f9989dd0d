import type { DemoRegistry } from '@/model/demoRegistry';
import { preloadable, type Preloadable } from './preloadable';

const components = new Map<string, Preloadable<object>>();

/** The code-split component of a registry entry (one per key for the whole page). */
export function demoComponent(
  registry: DemoRegistry,
  key: string,
): Preloadable<object> | undefined {
  let component = components.get(key);
  const load = registry[key];
  if (!component && load) {
    component = preloadable(load);
    components.set(key, component);
  }
  return component;
}
