/**
 * Runs after `next build`: files derived from the export, then precompression and the build stamp
 * that `npm start` checks. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeBuildStamp } from '../../server/buildStamp';
import { precompressDirectory } from './precompress';
import { readSiteIndex } from './pageData';
import { serviceWorkerSource } from '@/offline/serviceWorkerSource';
import { OUT_DIR, ROOT_DIR } from './paths';

/** zh is recognised in URLs but not configured (SPEC §2): /zh/<page> leads to the English page. */
export function languageRedirectHtml(to: string): string {
  const href = to.replace(/"/g, '&quot;');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${href}</title><meta name="robots" content="noindex"><link rel="canonical" href="${href}"><meta http-equiv="refresh" content="0; url=${href}"></head><body><a href="${href}">${href}</a></body></html>\n`;
}

function writeLanguageRedirects(routes: string[]): number {
  for (const route of routes) {
    const file = path.join(OUT_DIR, 'zh', route, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, languageRedirectHtml(route));
  }
  return routes.length;
}

/** The service worker needs the build id, known only after `next build`. */
function writeServiceWorker(): void {
  const buildId = fs.readFileSync(path.join(ROOT_DIR, '.next', 'BUILD_ID'), 'utf8').trim();
  const mediaDir = path.join(OUT_DIR, '_next', 'static', 'media');
  const fonts = fs.existsSync(mediaDir)
    ? fs
        .readdirSync(mediaDir)
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => `/_next/static/media/${file}`)
    : [];
  fs.writeFileSync(
    path.join(OUT_DIR, 'sw.js'),
    serviceWorkerSource(buildId, ['/', '/404.html', ...fonts]),
  );
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync(path.join(OUT_DIR, 'index.html')))
    throw new Error('out/ is missing: next build did not export.');
  const index = readSiteIndex();
  const redirects = writeLanguageRedirects([
    '/',
    ...[...index.pages, ...index.apiPages].map((page) => page.route),
  ]);
  writeServiceWorker();
  const compressed = await precompressDirectory(OUT_DIR);
  await writeBuildStamp(OUT_DIR);
  console.log(
    `postbuild: ${redirects} language redirects, ${compressed.files} files precompressed ` +
      `(${compressed.rawBytes} → br ${compressed.brotliBytes} B) in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
