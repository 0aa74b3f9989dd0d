/** The production build as files: what `npm run build` wrote to out/ and build-cache/. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteIndex } from '../../src/node/generate/siteIndex';
import { ROOT } from './server';

export const OUT_DIR = path.join(ROOT, 'out');

/** The exported file of a route: `/joy-ui/react-chip/` → out/joy-ui/react-chip/index.html. */
export function builtFile(route: string, outDir = OUT_DIR): string {
  return path.join(outDir, route.endsWith('/') ? `${route}index.html` : route);
}

/** The exported HTML of a route (a folder route or a file such as `/404.html`). */
export function builtHtml(route: string, outDir = OUT_DIR): string {
  return fs.readFileSync(builtFile(route, outDir), 'utf8');
}

/** Every page and API page of the build, with its route, title and product. */
export function siteIndex(): SiteIndex {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT, 'build-cache/site-index.json'), 'utf8'),
  ) as SiteIndex;
}
