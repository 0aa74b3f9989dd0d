interface ModuleInfo {
  importedIds: readonly string[];
}

/** The part of Rolldown's plugin context this plugin reads. */
export interface ModuleGraph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): ModuleInfo | null;
}

const isShellEntry = (id: string) => id.includes('/layouts/BaseLayout.astro?astro&type=script');
const isFrameEntry = (id: string) => id.includes('/pages/live-frame.astro?astro&type=script');

/** The modules a static-import chain leads to from the entries that match. */
export function staticClosure(
  isEntry: (id: string) => boolean,
  ids: readonly string[],
  graph: ModuleGraph,
): Set<string> {
  const found = new Set<string>();
  const queue = ids.filter(isEntry);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The shell script's modules: its static closure, less what the live-edit frame's script imports. */
export function shellModules(graph: ModuleGraph): Set<string> {
  const ids = [...graph.getModuleIds()];
  const frameModules = staticClosure(isFrameEntry, ids, graph);
  return new Set(
    [...staticClosure(isShellEntry, ids, graph)].filter((id) => !frameModules.has(id)),
  );
}

/**
 * One chunk for the shell script, in the browser build.
 *
 * Every page runs the shell script at load. Split by default, it came in five chunks (its imports
 * shared with islands), a second round trip before the page settled; as one chunk the home page's
 * first paint stopped varying by a third between runs. Islands import shared modules from this
 * chunk, so evaluating it must not start the shell: `startShell` checks that the document is one of
 * the site's pages. Modules the live-edit frame's own script imports stay out of it, so the frame
 * does not fetch the shell before its first render.
 *
 * Rolldown's chunk-group callback sees one module at a time, so the set is worked out once, when the
 * build has read every module (`buildEnd`), and the group only looks it up.
 */
export function shellChunk() {
  let modules = new Set<string>();
  return {
    name: 'shell-chunk',
    apply: 'build' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    configEnvironment(name: string) {
      if (name !== 'client') return undefined;
      const group = { name: (id: string) => (modules.has(id) ? 'shell' : null) };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
    buildEnd(this: ModuleGraph) {
      modules = shellModules(this);
    },
  };
}
