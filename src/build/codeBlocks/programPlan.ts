/**
 * Which snippets share a TypeScript program. A module augmentation (`declare module '…'`,
 * `declare global`) reaches every file of its program, so:
 * - snippets of a group (a page) from its first augmentation on are kept together (later blocks
 *   of a page may rely on it); the snippets before it, and groups that augment nothing, share one
 *   program with no augmentation;
 * - augmenting groups share a program only when they augment no interface of the same name, so
 *   one page's additions cannot meet another's (a new program costs seconds: its checker
 *   resolves the packages' types again);
 * - a group that takes something away (`xs: false` in `BreakpointOverrides`, a variant turned off)
 *   has a program of its own: in a shared one, another page's `theme.breakpoints.up('xs')` would
 *   fail or pass depending on which pages happened to be checked together.
 */
const AUGMENTS = /^\s*declare\s+(?:module\s+['"]|global\s*\{)/m;
const INTERFACE = /\binterface\s+(\w+)/g;
const REMOVES = /^\s*['"]?[\w-]+['"]?\??\s*:\s*false\s*;?\s*$/m;

interface Planned {
  indexes: number[];
  interfaces: Set<string>;
  alone?: boolean;
}

/** The snippets' indexes, one list per program; the first is the shared one. */
export function planPrograms(snippets: readonly { code: string; group?: string }[]): number[][] {
  const shared: number[] = [];
  const groups = new Map<string, Planned>();
  snippets.forEach((snippet, index) => {
    const group = snippet.group ?? `#${index}`;
    let planned = groups.get(group);
    if (AUGMENTS.test(snippet.code)) {
      planned ??= { indexes: [], interfaces: new Set() };
      groups.set(group, planned);
      for (const match of snippet.code.matchAll(INTERFACE)) planned.interfaces.add(match[1]!);
      if (REMOVES.test(snippet.code)) planned.alone = true;
    }
    (planned ? planned.indexes : shared).push(index);
  });
  const bins: Planned[] = [];
  for (const planned of groups.values()) {
    const names = [...planned.interfaces];
    const bin = planned.alone
      ? undefined
      : bins.find(
          (candidate) => !candidate.alone && !names.some((name) => candidate.interfaces.has(name)),
        );
    if (!bin) {
      bins.push({
        indexes: [...planned.indexes],
        interfaces: new Set(names),
        alone: planned.alone,
      });
      continue;
    }
    bin.indexes.push(...planned.indexes);
    for (const name of names) bin.interfaces.add(name);
  }
  return [shared, ...bins.map((bin) => bin.indexes)].filter((indexes) => indexes.length > 0);
}
