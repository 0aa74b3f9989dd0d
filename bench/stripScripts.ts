/**
 * The "limit" site: a copy of the static export whose HTML has every script removed, so the same
 * server measures what the pages would cost with no JavaScript at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { findTagEnd } from '../server/static/inlineScripts';

/** `<link rel="preload|modulepreload" as="script">`-style hints that would still fetch JavaScript. */
function isScriptHint(tag: string): boolean {
  const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
  if (rel === 'modulepreload') return true;
  const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
  return (rel === 'preload' || rel === 'prefetch') && as === 'script';
}

/**
 * Removes every `<script>` element (external, inline, JSON data, JSON-LD) and every link that
 * preloads a script. Everything else is kept byte for byte.
 */
export function stripScripts(html: string): string {
  const lower = html.toLowerCase();
  let result = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<', from);
    if (open === -1) break;
    const isScript = lower.startsWith('<script', open) && /[\s>/]/.test(lower[open + 7] ?? '');
    const isLink = lower.startsWith('<link', open) && /[\s>/]/.test(lower[open + 5] ?? '');
    if (!isScript && !isLink) {
      from = open + 1;
      continue;
    }
    const end = findTagEnd(html, open + (isScript ? 7 : 5));
    if (end === -1) break;
    if (isLink) {
      if (isScriptHint(html.slice(open, end + 1))) {
        result += html.slice(copied, open);
        copied = end + 1;
      }
      from = end + 1;
      continue;
    }
    // A script element's content is raw text: it ends at the first `</script`.
    const close = lower.indexOf('</script', end + 1);
    const closeEnd = close === -1 ? -1 : lower.indexOf('>', close);
    const stop = closeEnd === -1 ? html.length : closeEnd + 1;
    result += html.slice(copied, open);
    copied = stop;
    from = stop;
  }
  return result + html.slice(copied);
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function compressVariants(file: string): void {
  const data = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}

export interface NoScriptCopy {
  htmlFiles: number;
  removedBytes: number;
}

/**
 * Copies `outDir` to `destDir` (hard links for everything but HTML, so it is quick and small),
 * with scripts stripped from every HTML file. Precompressed HTML siblings are dropped, then
 * rewritten for `routes` (and the 404 page) so the server still sends those pages compressed.
 */
export function writeNoScriptCopy(
  outDir: string,
  destDir: string,
  routes: readonly string[],
): NoScriptCopy {
  fs.rmSync(destDir, { recursive: true, force: true });
  let htmlFiles = 0;
  let removedBytes = 0;
  for (const relative of listFiles(outDir)) {
    const source = path.join(outDir, relative);
    const target = path.join(destDir, relative);
    if (/\.html\.(br|gz)$/.test(relative)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (relative.endsWith('.html')) {
      const html = fs.readFileSync(source, 'utf8');
      const stripped = stripScripts(html);
      fs.writeFileSync(target, stripped);
      htmlFiles += 1;
      removedBytes += Buffer.byteLength(html) - Buffer.byteLength(stripped);
      continue;
    }
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
  }
  for (const route of [...routes.map((route) => path.join(route, 'index.html')), '404.html']) {
    const file = path.join(destDir, route);
    if (fs.existsSync(file)) compressVariants(file);
  }
  return { htmlFiles, removedBytes };
}
