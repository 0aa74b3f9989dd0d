/**
 * The modules live-edited code may import: react, react-dom, and the package modules the site's
 * demos import, with the names they import (src/generated/liveEditModules.ts, written by
 * src/build/demoSources.ts). Each is loaded with a dynamic `import()` only when the code asks for
 * it. Whole packages (`import('@mui/material')`) are deliberately not offered: importing a package
 * namespace marks all its exports used and defeats tree shaking of the pages' own bundles.
 */
import type { ModuleNamespace } from './interpreter';

export type ModuleLoaders = Readonly<Record<string, () => Promise<unknown>>>;

export const BUILT_IN_MODULES: ModuleLoaders = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
};

export class ModuleNotAllowedError extends Error {
  constructor(specifier: string) {
    super(
      specifier.startsWith('.')
        ? `Relative imports ('${specifier}') are not available in the live editor`
        : `'${specifier}' can't be imported in the live editor: it offers react, react-dom and the modules the site's demos import`,
    );
    this.name = 'ModuleNotAllowedError';
  }
}

function asNamespace(module: unknown): ModuleNamespace {
  return (typeof module === 'object' || typeof module === 'function') && module !== null
    ? (module as ModuleNamespace)
    : { default: module };
}

export function createModuleResolver(generated: ModuleLoaders) {
  const cache = new Map<string, Promise<ModuleNamespace>>();
  const has = (loaders: ModuleLoaders, specifier: string) =>
    Object.prototype.hasOwnProperty.call(loaders, specifier);

  return function load(specifier: string): Promise<ModuleNamespace> {
    let pending = cache.get(specifier);
    if (!pending) {
      const loader = has(BUILT_IN_MODULES, specifier)
        ? BUILT_IN_MODULES[specifier]
        : has(generated, specifier)
          ? generated[specifier]
          : undefined;
      pending = loader
        ? loader().then(asNamespace)
        : Promise.reject(new ModuleNotAllowedError(specifier));
      cache.set(specifier, pending);
      pending.catch(() => cache.delete(specifier));
    }
    return pending;
  };
}
