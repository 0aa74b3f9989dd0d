/**
 * Server-rendered islands write their styles where they render: Emotion puts a
 * `<style data-emotion>` before each styled element (even inside a <button>), and Astro adds one
 * for `astro-island`. HTML allows `<style>` in <head> only, so the checker flags each of them;
 * the browser would move Emotion's into <head> anyway as soon as a script runs. This step moves
 * them at build time, in document order (the cascade stays the same), each identical tag once.
 * React's stray NUL bytes go at the same time.
 *
 * Emotion's tags also get the `data-s` mark Emotion's browser cache gives the server tags it moves
 * to the end of <head> when it starts: they are there already, and moving ~100 stylesheets while
 * the first island starts made the browser recompute the whole page's style for nothing. Its
 * cache still re-inserts every tag of its key when it is created (`sheet.hydrate`): consecutive
 * tags of one key become one (ids and rules in order, each id once), so that is one DOM move,
 * not ~100 (93 ms of the Button page's load at 4× CPU). Global tags stay apart: Emotion's
 * `<Global>` finds its own by its id.
 */
/** Emotion's tags (`data-emotion="<key> <ids>"`) and bare `<style>` tags; no other attribute. */
const INLINE_STYLE = /<style(?: data-emotion="[^"]*")?>[\s\S]*?<\/style>/g;

/** Emotion's server tags carry `<key> <ids>` (a space); only those are moved by its cache. */
const SERVER_EMOTION_TAG = /^<style data-emotion="([^"]* [^"]*)">/;

function markServerStyle(tag: string): string {
  return tag.replace(SERVER_EMOTION_TAG, '<style data-emotion="$1" data-s="">');
}

/** A hoisted server tag of Emotion: `<style data-emotion="<key> <ids>" data-s="">rules</style>`. */
const HOISTED_EMOTION_TAG = /^<style data-emotion="([^" ]+) ([^"]*)" data-s="">([\s\S]*)<\/style>$/;

/** Runs of consecutive hoisted Emotion tags of one (non-global) key merged into one tag each. */
function mergeEmotionRuns(tags: readonly string[]): string[] {
  const merged: string[] = [];
  let run: { key: string; ids: string[]; rules: string } | undefined;
  const flush = () => {
    if (run)
      merged.push(
        `<style data-emotion="${run.key} ${run.ids.join(' ')}" data-s="">${run.rules}</style>`,
      );
    run = undefined;
  };
  for (const tag of tags) {
    const match = HOISTED_EMOTION_TAG.exec(tag);
    const key = match?.[1];
    if (!match || !key || key.endsWith('-global')) {
      flush();
      merged.push(tag);
      continue;
    }
    if (run?.key !== key) {
      flush();
      run = { key, ids: [], rules: '' };
    }
    const ids = (match[2] ?? '').split(' ').filter(Boolean);
    if (ids.length && ids.every((id) => run!.ids.includes(id))) continue;
    run.ids.push(...ids.filter((id) => !run!.ids.includes(id)));
    run.rules += match[3] ?? '';
  }
  flush();
  return merged;
}

export function hoistBodyStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const seen = new Set<string>();
  const body = html.slice(bodyStart).replace(INLINE_STYLE, (tag) => {
    seen.add(markServerStyle(tag));
    return '';
  });
  if (!seen.size) return html;
  return (
    html.slice(0, headEnd) +
    mergeEmotionRuns([...seen]).join('') +
    html.slice(headEnd, bodyStart) +
    body
  );
}

/**
 * React 18.3's streaming renderer, when a multi-byte character does not fit at the end of its
 * 2 KB chunk, sends the chunk with its unused bytes (NULs) and the character whole in the next
 * one. NUL never belongs in HTML: removing it restores the page exactly.
 */
export function stripNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replaceAll('\u0000', '') : html;
}
