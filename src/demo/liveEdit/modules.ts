/**
 * The modules live-edited code may import: react (with its JSX runtime), react-dom, and the package
 * modules the site's demos import, with the names they import (src/generated/liveEditModules.ts,
 * written by src/node/generate/demoSources/liveEditModules.ts). Each is loaded with a dynamic `import()` only when the code
 * asks for it. Whole packages (`import('@mui/material')`) are deliberately not offered: importing a
 * package namespace marks all its exports used and defeats tree shaking of the pages' own bundles.
 */

export type ModuleLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/** A loaded module as the compiled code's `require` returns it. */
export type ModuleNamespace = Readonly<Record<string, unknown>>;

export const BUILT_IN_MODULES: ModuleLoaders = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
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

/**
 * The shape sucrase's import helpers expect: marked as an ES module, with `default` the module's
 * default export (or the whole module when it has none, as for CommonJS packages).
 */
function asNamespace(module: unknown): ModuleNamespace {
  if ((typeof module !== 'object' && typeof module !== 'function') || module === null) {
    return { __esModule: true, default: module };
  }
  const fields = module as Record<string, unknown>;
  return { ...fields, __esModule: true, default: 'default' in fields ? fields.default : module };
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
