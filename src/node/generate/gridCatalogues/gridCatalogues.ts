/**
 * The Data Grid's event and selector catalogues (./extractEventsAndSelectors.ts), extracted once per set of package
 * versions: cached in build-cache/grid-catalogues/ under a key made of the grid packages' versions,
 * TypeScript's version and the extractor's source, like the API reference (../api/apiDocs.ts).
 * Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT_DIR } from '../../paths';
import { installedVersion } from '../../installedVersion';
import {
  createCatalogueProgram,
  extractEvents,
  extractSelectors,
  GRID_CATALOGUE_PACKAGES,
  type GridCatalogues,
} from './extractEventsAndSelectors';

const CATALOGUE_CACHE_DIR = path.join(CACHE_DIR, 'grid-catalogues');

/** The extractor's own source and the API helpers it uses, hashed into the cache key. */
export const GRID_CATALOGUE_SOURCES: readonly string[] = [
  'src/node/generate/gridCatalogues/extractEventsAndSelectors.ts',
  'src/node/generate/gridCatalogues/gridCatalogues.ts',
  'src/node/generate/api/declarationProgram.ts',
  'src/node/generate/api/typeText.ts',
  'src/node/generate/api/maintainerNotes.ts',
  'src/node/generate/api/typedocLinks.ts',
].map((file) => path.join(ROOT_DIR, file));

/** `readSource` is for tests: what a source file would read, to see the key follow it. */
export function gridCatalogueCacheKey(
  readSource: (file: string) => string | Buffer = fs.readFileSync,
): string {
  const hash = crypto.createHash('sha256');
  for (const pkg of GRID_CATALOGUE_PACKAGES) {
    hash.update(`${pkg.name}@${installedVersion(pkg.name)}\n`);
  }
  hash.update(`typescript@${installedVersion('typescript')}\n`);
  for (const file of GRID_CATALOGUE_SOURCES) hash.update(readSource(file));
  return hash.digest('hex').slice(0, 16);
}

/** Reads the packages under `nodeModules` (the project's own by default) without any cache. */
export function extractGridCatalogues(
  nodeModules = path.join(ROOT_DIR, 'node_modules'),
  packages = GRID_CATALOGUE_PACKAGES,
): GridCatalogues {
  const program = createCatalogueProgram(nodeModules, packages);
  const versions: Record<string, string> = {};
  for (const pkg of packages) {
    const manifest = path.join(nodeModules, pkg.name, 'package.json');
    versions[pkg.name] = fs.existsSync(manifest)
      ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
      : '';
  }
  return {
    versions,
    events: extractEvents(program, nodeModules, packages),
    selectors: extractSelectors(program, nodeModules, packages),
  };
}

let loaded: GridCatalogues | undefined;

/** The installed grid's catalogues: the cached extraction, or a fresh one written to the cache. */
export function loadGridCatalogues(): GridCatalogues {
  if (loaded) return loaded;
  const file = path.join(CATALOGUE_CACHE_DIR, `${gridCatalogueCacheKey()}.json`);
  if (fs.existsSync(file)) {
    loaded = JSON.parse(fs.readFileSync(file, 'utf8')) as GridCatalogues;
    return loaded;
  }
  loaded = extractGridCatalogues();
  fs.rmSync(CATALOGUE_CACHE_DIR, { recursive: true, force: true });
  fs.mkdirSync(CATALOGUE_CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(loaded));
  return loaded;
}
