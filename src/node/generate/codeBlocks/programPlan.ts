/**
 * Which snippets share a TypeScript program. A module augmentation (`declare module '…'`,
 * `declare global`) reaches every file of its program, so:
 * - snippets of a group (a page) from its first augmentation on are kept together (later blocks
 *   of a page may rely on it); the snippets before it, and groups that augment nothing, share one
 *   program with no augmentation;
 * - each augmenting group has a program of its own: in a shared one, a page could use another
 *   page's addition (`theme.palette.brand`) or miss something another page took away (`xs: false`
 *   in `BreakpointOverrides`), and pass or fail depending on which pages were checked together.
 *   A program costs its checker's work on the packages' types again (about half a second a page).
 */
const AUGMENTS = /^\s*declare\s+(?:module\s+['"]|global\s*\{)/m;

/** The snippets' indexes, one list per program; the first is the shared one. */
export function planPrograms(snippets: readonly { code: string; group?: string }[]): number[][] {
  const shared: number[] = [];
  const groups = new Map<string, number[]>();
  snippets.forEach((snippet, index) => {
    const group = snippet.group ?? `#${index}`;
    let own = groups.get(group);
    if (!own && AUGMENTS.test(snippet.code)) {
      own = [];
      groups.set(group, own);
    }
    (own ?? shared).push(index);
  });
  return [shared, ...groups.values()].filter((indexes) => indexes.length > 0);
}
