import { shellModules, staticClosure, type ModuleGraph } from './shellChunk';

/** What every React island runs: Astro's React renderer and the providers around each island. */
const isIslandRoot = (id: string) =>
  /\/node_modules\/@astrojs\/react\/dist\/client\.js$/.test(id) ||
  id.endsWith('/src/islands/IslandProviders.tsx');

/** The modules every island loads (React DOM, Emotion, the theme), less the shell script's own. */
export function islandRuntimeModules(graph: ModuleGraph): Set<string> {
  const shell = shellModules(graph);
  return new Set(
    [...staticClosure(isIslandRoot, [...graph.getModuleIds()], graph)].filter(
      (id) => !shell.has(id),
    ),
  );
}

/**
 * One chunk for what every island needs, in the browser build.
 *
 * Split by default, React DOM, Emotion, MUI System and the theme came in some seventy chunks (they
 * are shared by hundreds of demos in different combinations), most under 1 KB, each compressed on
 * its own: on the grid overview 79 scripts under 3 KB weighed 38.6 KB gzip, 26.7 KB as one file,
 * and every one was a request. Every island imports all of these (its renderer and providers), so
 * one chunk adds nothing a page would not load. The rest stays split by Rolldown.
 */
export function islandRuntimeChunk() {
  let modules = new Set<string>();
  return {
    name: 'island-runtime-chunk',
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    configEnvironment(name: string) {
      if (name !== 'client') return undefined;
      const group = { name: (id: string) => (modules.has(id) ? 'island-runtime' : null) };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
    buildEnd(this: ModuleGraph) {
      modules = islandRuntimeModules(this);
    },
  };
}
