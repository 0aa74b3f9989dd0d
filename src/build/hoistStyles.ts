/**
 * Server-rendered islands write their styles where they render: Emotion puts a
 * `<style data-emotion>` before each styled element (even inside a <button>), and Astro adds one
 * for `astro-island`. HTML allows `<style>` in <head> only, so the checker flags each of them;
 * the browser would move Emotion's into <head> anyway as soon as a script runs. This step moves
 * them at build time, in document order (the cascade stays the same), each identical tag once.
 * Node only.
 */
import fs from 'node:fs';

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

/** React's streaming renderer in 18.3 can split a multi-byte character into NUL bytes. */
export function assertNoNulBytes(file: string, html: string): void {
  const at = html.indexOf('\u0000');
  if (at >= 0) {
    throw new Error(
      `${file}: NUL byte at offset ${at} (…${JSON.stringify(html.slice(Math.max(0, at - 80), at))})`,
    );
  }
}

/** Rewrites the pages whose body has inline styles; returns how many changed. */
export function hoistStylesInPages(pages: readonly { file: string; html: string }[]): number {
  let changed = 0;
  for (const { file, html } of pages) {
    assertNoNulBytes(file, html);
    const hoisted = hoistBodyStyles(html);
    if (hoisted !== html) {
      fs.writeFileSync(file, hoisted);
      changed += 1;
    }
  }
  return changed;
}
