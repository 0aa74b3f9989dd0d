import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../paths';
import { GRID_CATALOGUE_SOURCES, gridCatalogueCacheKey } from '../gridCatalogues/gridCatalogues';
import { apiCacheKey, apiExtractorSources } from './apiDocs';

const GENERATE_DIR = path.join(ROOT_DIR, 'src', 'node', 'generate');
const OPTIONS_FILE = path.join(GENERATE_DIR, 'api', 'declarationProgram.ts');

/** `entry` and every module under src/node/generate it reaches through relative imports. */
function generateModulesReachedFrom(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(fs.existsSync);
      if (found?.startsWith(GENERATE_DIR + path.sep)) visit(found);
    }
  };
  visit(entry);
  return reached;
}

/** The key as it would be were `file` to read differently. */
function keyWithEdited(key: typeof apiCacheKey, file: string): string {
  return key((source) =>
    source === file ? `${fs.readFileSync(source, 'utf8')}\n// edited` : fs.readFileSync(source),
  );
}

describe.each([
  {
    cache: 'API reference',
    key: apiCacheKey,
    sources: apiExtractorSources(),
    loader: path.join(GENERATE_DIR, 'api', 'apiDocs.ts'),
  },
  {
    cache: 'grid catalogues',
    key: gridCatalogueCacheKey,
    sources: [...GRID_CATALOGUE_SOURCES],
    loader: path.join(GENERATE_DIR, 'gridCatalogues', 'gridCatalogues.ts'),
  },
])('the $cache cache key', ({ key, sources, loader }) => {
  it('hashes every build-time module the extraction imports', () => {
    const missing = [...generateModulesReachedFrom(loader)].filter((f) => !sources.includes(f));
    expect(missing.map((f) => path.relative(ROOT_DIR, f))).toEqual([]);
  });

  it('changes when the shared compiler options change', () => {
    expect(sources).toContain(OPTIONS_FILE);
    expect(key()).toBe(key());
    expect(keyWithEdited(key, OPTIONS_FILE)).not.toBe(key());
  });
});
