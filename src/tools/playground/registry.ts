/** The components playgrounds show, each loaded on demand (its own chunk, shared with the demos). */
import type * as React from 'react';
import { preloadable, type Preloadable } from '@/demo/preloadable';

// The props a playground passes are checked against the API data, not against each component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = React.ComponentType<any>;
export type PlaygroundModule = { default: AnyComponent };

/** Component name → loader; generated per product by src/node/generate/componentPlaygrounds.ts. */
export type PlaygroundRegistry = Readonly<Record<string, () => Promise<PlaygroundModule>>>;

/** A module's component: the export named like the component, else its default export. */
export function componentOf(module: object, name: string): PlaygroundModule {
  const exports = module as Record<string, unknown>;
  const component = exports[name] ?? exports.default;
  if (!component) throw new Error(`No component ${name} in its module`);
  return { default: component as AnyComponent };
}

/** Per registry (names repeat across products: Material and Joy both have a Button). */
const loaded = new WeakMap<PlaygroundRegistry, Map<string, Preloadable<object>>>();

/** The code-split component of a registry entry (one per product and name for the whole page). */
export function playgroundComponent(
  registry: PlaygroundRegistry,
  name: string,
): Preloadable<object> | undefined {
  let components = loaded.get(registry);
  if (!components) {
    components = new Map();
    loaded.set(registry, components);
  }
  let component = components.get(name);
  const load = registry[name];
  if (!component && load) {
    component = preloadable(load);
    components.set(name, component);
  }
  return component;
}
