/** The components playgrounds show, each loaded on demand (its own chunk, shared with the demos). */
import type * as React from 'react';
import { preloadable, type Preloadable } from '@/docs/preloadable';

// The props a playground passes are checked against the API data, not against each component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = React.ComponentType<any>;
export type PlaygroundModule = { default: AnyComponent };

/** Component name → loader; generated per product by src/build/playground.ts. */
export type PlaygroundRegistry = Readonly<Record<string, () => Promise<PlaygroundModule>>>;

/** A module's component: its default export, else the export named like the component. */
export function componentOf(module: object, name: string): PlaygroundModule {
  const exports = module as Record<string, unknown>;
  const component = exports.default ?? exports[name];
  if (!component) throw new Error(`No component ${name} in its module`);
  return { default: component as AnyComponent };
}

const components = new Map<string, Preloadable<object>>();

/** The code-split component of a registry entry (one per name for the whole page). */
export function playgroundComponent(
  registry: PlaygroundRegistry,
  name: string,
): Preloadable<object> | undefined {
  let component = components.get(name);
  const load = registry[name];
  if (!component && load) {
    component = preloadable(load);
    components.set(name, component);
  }
  return component;
}
