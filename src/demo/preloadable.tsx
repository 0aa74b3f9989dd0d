/**
 * Code-split components that render on the server and hydrate without a mismatch.
 *
 * Once `preload` has run (on the server before the page renders; in the browser before an island
 * hydrates, see src/demo/demoDirective.ts) the module is rendered directly, with no Suspense
 * boundary: React hydrates boundaries in a later pass, and a provider's first effect updating one
 * before then is error #421. A module not preloaded (a styling chosen later) loads through
 * `React.lazy` inside its own boundary.
 */
import * as React from 'react';

type Module<P> = { default: React.ComponentType<P> };

export interface Preloadable<P> {
  /** Loads the module; on the server, call it before rendering. */
  preload: () => Promise<void>;
  Component: React.ComponentType<P>;
}

export const isServer = typeof window === 'undefined';

/** A layout effect in the browser; on the server, where effects never run, no warning. */
export const useBrowserLayoutEffect = isServer ? React.useEffect : React.useLayoutEffect;

export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: React.ComponentType<P> | undefined;
  const Lazy = React.lazy(load) as unknown as React.ComponentType<P>;
  function Component(props: P) {
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (isServer)
      throw new Error('A code-split component rendered on the server without preload().');
    return (
      <React.Suspense fallback={null}>
        <Lazy {...props} />
      </React.Suspense>
    );
  }
  return {
    preload: async () => {
      loaded ??= (await load()).default;
    },
    Component,
  };
}

/** False during the server render and the hydration pass, true after: for browser-only parts. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
