import fs from 'node:fs';
import path from 'node:path';

/** Where the registries' source modules are, from the site's root: folder and file names. */
const REGISTRY_MODULES = [
  // The products' demo islands: src/generated/islands/<product>.tsx → _astro/<product>.<hash>.js.
  { folder: 'src/generated/islands', pattern: /\.tsx$/ },
  // The props playgrounds: <Product>Playground.tsx.
  { folder: 'src/tools/playground', pattern: /.Playground\.tsx$/ },
];

/** The output chunk names of the registry modules found under `root` (`X.tsx` → `X`). */
export function registryChunkNames(root: string): string[] {
  return REGISTRY_MODULES.flatMap(({ folder, pattern }) => {
    const dir = path.join(root, folder);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => pattern.test(file))
          .map((file) => file.replace(/\.tsx$/, ''))
      : [];
  });
}

type ResolveDependencies = (
  file: string,
  dependencies: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/** Keeps a chunk's preload list, except in a registry chunk (`_astro/<name>.<hash>.js`). */
export function withoutRegistryPreloads(names: readonly string[]): ResolveDependencies {
  return (_file, dependencies, { hostId }) =>
    names.some((name) => hostId.startsWith(`_astro/${name}.`)) ? [] : dependencies;
}

/**
 * The chunks that hold a dynamic import per demo or component of a product (a page loads one or
 * two) list no preload dependencies, in the browser build.
 *
 * Vite lists, beside each dynamic import, every chunk the imported module needs, so the browser can
 * fetch them at once. A registry holds hundreds of imports: the lists made its chunk several times
 * larger (the Data Grid's: 145 KB raw, 18.8 KB gzip, against about 3 KB without), fetched on every
 * page of its product; a demo's own imports are requested as soon as its chunk is parsed.
 *
 * Set per environment: Astro 7 builds its own `build.modulePreload` over the site's, so the option
 * in `vite.build` is dropped without a word (it was, from the upgrade to Astro 7 until this plugin).
 */
export function registryPreloads(root: string) {
  const resolveDependencies = withoutRegistryPreloads(registryChunkNames(root));
  return {
    name: 'registry-preloads',
    apply: 'build' as const,
    configEnvironment(name: string) {
      return name === 'client' ? { build: { modulePreload: { resolveDependencies } } } : undefined;
    },
  };
}
