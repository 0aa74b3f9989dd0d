/** Where a `CamelCase` name has a word break: a lower-case letter or digit, then a capital. */
const WORD_BREAK = /([a-z0-9])([A-Z])/g;

/** Splits a demo's `CamelCase` file name into words: `BasicButtons` → `Basic buttons`. */
export function demoTitle(name: string): string {
  const words = name.replace(WORD_BREAK, '$1 $2').split(' ');
  return words.map((word, i) => (i === 0 ? word : word.toLowerCase())).join(' ');
}

/** A demo's element id before it is made unique on its page: `BasicButtons` → `basic-buttons`. */
export function demoAnchor(name: string): string {
  return name.replace(WORD_BREAK, '$1-$2').toLowerCase();
}

/**
 * The demos' anchors on a page whose other element ids are `taken`: a demo whose natural anchor
 * a heading (or an earlier demo) already has gets `-demo`, then a number. Adds them to `taken`.
 */
export function uniqueDemoAnchor(name: string, taken: Set<string>): string {
  const base = demoAnchor(name);
  let anchor = base;
  for (let n = 1; taken.has(anchor); n += 1)
    anchor = n === 1 ? `${base}-demo` : `${base}-demo-${n}`;
  taken.add(anchor);
  return anchor;
}
