/**
 * Emotion's global styles are the same on every page that has islands: the Material theme's CSS
 * variables for both colour schemes (22 KB), the baseline, and on Joy pages Joy's variables
 * (30 KB). Inline, they were a fifth of the export's HTML, sent and compressed again with every
 * page. This step writes each page's set of them once, as a hashed stylesheet the browser caches,
 * and links it where the first of them was (the theme sets variables and the page's own elements;
 * island styles do neither, so the cascade is unchanged). An island that hydrates inserts its own
 * copy of its globals as before. Node only; runs after the styles are hoisted into the head.
 */
import { createHash } from 'node:crypto';
import { HASHED_ASSETS_DIR } from '@/config/hashedAssets';

/** Emotion's global style tags, as hoistBodyStyles leaves them in the head. */
const GLOBAL_STYLE = /<style data-emotion="css-global [^"]+">([\s\S]*?)<\/style>/g;

export interface SharedGlobalStyles {
  /** The pages, each with its global style tags replaced by one stylesheet link. */
  pages: string[];
  /** The stylesheets to write: path below the site root → CSS. */
  stylesheets: Map<string, string>;
}

export function shareGlobalStyles(pages: readonly string[]): SharedGlobalStyles {
  const stylesheets = new Map<string, string>();
  const shared = pages.map((html) => {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    const head = html.slice(0, headEnd);
    const rules = [...head.matchAll(GLOBAL_STYLE)].map((match) => match[1] ?? '');
    if (rules.length === 0) return html;
    const css = rules.join('\n');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
    const file = `${HASHED_ASSETS_DIR}/globals.${hash}.css`;
    stylesheets.set(file, css);
    let linked = false;
    const newHead = head.replace(GLOBAL_STYLE, () => {
      if (linked) return '';
      linked = true;
      return `<link rel="stylesheet" href="/${file}">`;
    });
    return newHead + html.slice(headEnd);
  });
  return { pages: shared, stylesheets };
}
