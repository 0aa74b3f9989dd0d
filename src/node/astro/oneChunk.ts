/** The part of Rolldown's plugin context the chunk plugins read. */
export interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A browser-build plugin that puts the modules `modulesOf` picks into one chunk named `chunk`
 * (a Rolldown code-splitting group).
 *
 * Rolldown's chunk-group callback sees one module at a time, so the set is worked out once, when the
 * build has read every module (`buildEnd`), and the group only looks it up.
 */
export function oneChunk(
  pluginName: string,
  chunk: string,
  modulesOf: (graph: ModuleGraph) => Set<string>,
) {
  let modules = new Set<string>();
  return {
    name: pluginName,
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    configEnvironment(name: string) {
      if (name !== 'client') return undefined;
      const group = { name: (id: string) => (modules.has(id) ? chunk : null) };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
    buildEnd(this: ModuleGraph) {
      modules = modulesOf(this);
    },
  };
}
