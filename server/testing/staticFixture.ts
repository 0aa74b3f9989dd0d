import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The colour-mode script every fixture page carries inline, as the real export does. */
export const INLINE_SCRIPT = "(function(){document.documentElement.dataset.mode='light';})();";
export const DEMO_INLINE_SCRIPT = 'window.__demo = true;';
export const HASHED_ASSET = '_astro/main.3f2a1b.js';
/** Larger than the in-memory read limit, so it is streamed. */
export const LARGE_JSON = JSON.stringify({ words: 'lorem ipsum '.repeat(40_000) });
export const ASSET_SOURCE = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

function page(title: string, extraHead = ''): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    `<script>${INLINE_SCRIPT}</script>`,
    extraHead,
    `<script src="/${HASHED_ASSET}" defer></script>`,
    '</head><body><div id="root">',
    `<h1>${title}</h1>`,
    '</div>',
    `<script type="application/json" data-page>{"page":"${title}"}</script>`,
    '</body></html>',
  ].join('');
}

export const FIXTURE_PAGES = [
  '/',
  '/material-ui/',
  '/material-ui/react-button/',
  '/material-ui/getting-started/templates/dashboard/',
] as const;

/** A fake static export: pages, a 404 page, a hashed asset with .br/.gz siblings, a dotfile. */
export async function createStaticFixture(): Promise<{
  root: string;
  cleanup: () => Promise<void>;
}> {
  const base = await mkdtemp(path.join(tmpdir(), 'docs-static-'));
  const root = path.join(base, 'out');
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'material-ui/index.html': page('Material UI'),
    'material-ui/react-button/index.html': page('Button'),
    'material-ui/getting-started/templates/dashboard/index.html': page(
      'Dashboard',
      `<script>${DEMO_INLINE_SCRIPT}</script>`,
    ),
    '404.html': page('Not found'),
    [HASHED_ASSET]: ASSET_SOURCE,
    [`${HASHED_ASSET}.br`]: brotliCompressSync(ASSET_SOURCE),
    [`${HASHED_ASSET}.gz`]: gzipSync(ASSET_SOURCE),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'material-ui/react-button.md': '# Button\n',
    'sitemap.xml': '<urlset/>',
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
    'fonts/roboto.woff2': Buffer.from('wOF2'),
    'manifest.webmanifest': '{"name":"Docs"}',
    'search/index.json': LARGE_JSON,
    '.build-stamp': '{}',
  };
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  // A file beside the root that no request may reach.
  await writeFile(path.join(base, 'secret.txt'), 'TOP SECRET');
  const fixedTime = new Date('2024-05-01T12:00:00Z');
  await utimes(path.join(root, 'index.html'), fixedTime, fixedTime);
  return { root, cleanup: () => rm(base, { recursive: true, force: true }) };
}

export async function createTempDir(
  prefix: string,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
