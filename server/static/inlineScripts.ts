import { createHash } from 'node:crypto';

/** MIME types a browser executes as classic scripts (HTML spec "JavaScript MIME type essence"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) {
      attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

function isExecutableInline(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = attributes.get('type')?.trim().toLowerCase();
  // Speculation rules are not run, but CSP's script-src governs them as inline scripts.
  if (type === undefined || type === '' || type === 'module' || type === 'speculationrules')
    return true;
  return JAVASCRIPT_TYPES.has(type.split(';')[0]?.trim() ?? '');
}

/** Index of the `>` closing a start tag, skipping any inside quoted attribute values. */
export function findTagEnd(html: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      // Only an attribute value may open a quote, i.e. right after `=` and optional spaces.
      if (/=\s*$/.test(html.slice(Math.max(from, i - 8), i))) quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

/**
 * Bodies of the inline scripts a browser would run from this HTML, and of its speculation rules,
 * which CSP allows by the same hashes (not JSON data blocks, not external scripts). A script element's content is raw text, so the bytes between the tags are
 * what the browser hashes, after its parser has normalised newlines.
 */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<script', from);
    if (open === -1) break;
    const afterName = lower[open + 7];
    if (afterName !== undefined && !/[\s>/]/.test(afterName)) {
      from = open + 7;
      continue;
    }
    const tagEnd = findTagEnd(html, open + 7);
    if (tagEnd === -1) break;
    const close = lower.indexOf('</script', tagEnd);
    if (close === -1) break;
    const attributes = parseAttributes(html.slice(open + 7, tagEnd));
    if (isExecutableInline(attributes)) {
      scripts.push(html.slice(tagEnd + 1, close).replace(/\r\n?/g, '\n'));
    }
    from = close + 8;
  }
  return scripts;
}

/** The CSP source expression allowing exactly this inline script. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
