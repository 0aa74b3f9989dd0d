/**
 * Markdown by content negotiation: a page requested with `Accept: text/markdown` gets its Markdown
 * copy (written by the build next to the page, src/model/markdownUrl.ts) instead of the HTML.
 */
import { markdownUrl } from '../../src/model/markdownUrl';

const MARKDOWN = 'text/markdown';

function quality(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
  const value = q ? Number(q.slice(2)) : 1;
  return Number.isFinite(value) ? value : 0;
}

/**
 * Whether the client asks for Markdown by name, at least as much as for HTML: browsers (which
 * accept `*∕*` with a lower weight) and clients that accept anything keep getting HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  let markdown = -1;
  let html = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';');
    const name = type.trim().toLowerCase();
    const q = quality(params);
    if (name === MARKDOWN) markdown = Math.max(markdown, q);
    else if (name === 'text/html' || name === 'text/*' || name === '*/*') html = Math.max(html, q);
  }
  return markdown > 0 && markdown >= html;
}

/** The file key of a page's Markdown copy: `material-ui/react-button/index.html` → `material-ui/react-button.md`. */
export function markdownKeyOf(pageKey: string): string | null {
  if (pageKey !== 'index.html' && !pageKey.endsWith('/index.html')) return null;
  const route = `/${pageKey.slice(0, -'index.html'.length)}`;
  return markdownUrl(route).slice(1);
}
