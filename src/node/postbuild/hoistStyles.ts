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
 * the first island starts made the browser recompute the whole page's style for nothing.
 */
/** Emotion's tags (`data-emotion="<key> <ids>"`) and bare `<style>` tags; no other attribute. */
const INLINE_STYLE = /<style(?: data-emotion="[^"]*")?>[\s\S]*?<\/style>/g;

/** Emotion's server tags carry `<key> <ids>` (a space); only those are moved by its cache. */
const SERVER_EMOTION_TAG = /^<style data-emotion="([^"]* [^"]*)">/;

function markServerStyle(tag: string): string {
  return tag.replace(SERVER_EMOTION_TAG, '<style data-emotion="$1" data-s="">');
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
  return html.slice(0, headEnd) + [...seen].join('') + html.slice(headEnd, bodyStart) + body;
}

/**
 * React 18.3's streaming renderer, when a multi-byte character does not fit at the end of its
 * 2 KB chunk, sends the chunk with its unused bytes (NULs) and the character whole in the next
 * one. NUL never belongs in HTML: removing it restores the page exactly.
 */
export function stripNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replaceAll('\u0000', '') : html;
}
