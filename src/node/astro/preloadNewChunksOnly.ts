/**
 * Preload only what a dynamic import will fetch.
 *
 * For each dynamic import, Vite lists every chunk the imported module needs and, when the import
 * runs, adds a `<link rel="modulepreload">` to the page for each one not linked yet. Most of them
 * the importing chunk imports statically, so they ran before it did (React, Emotion, Material's
 * core): a demo's toolbar listed 69 chunks, and appending their links took the main thread longer
 * than the toolbar's own code, in the middle of the visitor's click. This plugin keeps, in each
 * chunk's lists, the chunks that chunk does not already have, and empties the lists of the chunks
 * `listsNothing` names.
 *
 * It edits the written code, after Vite's own step: Vite 8 (Rolldown) does not call
 * `build.modulePreload.resolveDependencies` for dynamic imports.
 */

/** The part of an output chunk this reads and edits. */
interface OutputChunkLike {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
  code?: string;
}

type Bundle = Record<string, OutputChunkLike>;

/** The chunks loaded and run before `fileName` runs: its static imports, transitively. */
export function staticImportClosure(bundle: Bundle, fileName: string): Set<string> {
  const found = new Set<string>();
  const queue = [...(bundle[fileName]?.imports ?? [])];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    queue.push(...(bundle[file]?.imports ?? []));
  }
  return found;
}

/** Vite's table of preloaded files at the top of a chunk, and its uses (indices into the table). */
const TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const USE = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** The chunk's code with only the listed files `keep` accepts; the table drops what no list uses. */
export function filterPreloadLists(code: string, keep: (file: string) => boolean): string {
  const table = TABLE.exec(code);
  if (!table) return code;
  const files = JSON.parse(table[1]!) as string[];
  const kept: string[] = [];
  const body = code.slice(table[0].length).replace(USE, (_use, indices: string) => {
    const list = indices
      .split(',')
      .filter(Boolean)
      .map((index) => files[Number(index)]!)
      .filter(keep)
      .map((file) => {
        const at = kept.indexOf(file);
        return at === -1 ? kept.push(file) - 1 : at;
      });
    return `__vite__mapDeps([${list.join(',')}])`;
  });
  return `${table[0].replace(table[1]!, JSON.stringify(kept))}${body}`;
}

export function preloadNewChunksOnly({
  listsNothing,
}: {
  /** Chunks whose imports preload nothing (each import's own module lists its imports). */
  listsNothing: (fileName: string) => boolean;
}) {
  return {
    name: 'preload-new-chunks-only',
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Bundle) {
        for (const [fileName, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.code?.startsWith('const __vite__mapDeps=')) continue;
          const loaded = staticImportClosure(bundle, fileName).add(fileName);
          chunk.code = filterPreloadLists(
            chunk.code,
            listsNothing(fileName) ? () => false : (file) => !loaded.has(file),
          );
        }
      },
    },
  };
}
