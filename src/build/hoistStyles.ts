/**
 * Server-rendered islands write their styles where they render: Emotion puts a
 * `<style data-emotion>` before each styled element (even inside a <button>), and Astro adds one
 * for `astro-island`. HTML allows `<style>` in <head> only, so the checker flags each of them;
 * the browser would move Emotion's into <head> anyway as soon as a script runs. This step moves
 * them at build time, in document order (the cascade stays the same), each identical tag once.
 * React's stray NUL bytes go at the same time.
 */
/** Emotion's tags (`data-emotion="<key> <ids>"`) and bare `<style>` tags; no other attribute. */
const INLINE_STYLE = /<style(?: data-emotion="[^"]*")?>[\s\S]*?<\/style>/g;

export function hoistBodyStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const seen = new Set<string>();
  const body = html.slice(bodyStart).replace(INLINE_STYLE, (tag) => {
    seen.add(tag);
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
