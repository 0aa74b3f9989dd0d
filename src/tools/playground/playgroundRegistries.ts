/** Server only: each product's playground registry, loaded when one of its component pages renders. */
import type { PlaygroundRegistry } from './registry';

type Loader = () => Promise<PlaygroundRegistry>;

export const playgroundRegistries: Readonly<Record<string, Loader>> = {
  'material-ui': async () => (await import('@/generated/playground/material-ui')).default,
  'joy-ui': async () => (await import('@/generated/playground/joy-ui')).default,
  'base-ui': async () => (await import('@/generated/playground/base-ui')).default,
};
