/**
 * Build step (Node only): for every demo in the site index, writes
 * `public/static/demo-sources/<demo id>.json` (see src/model/demoSourcesFile.ts), made by
 * ./buildDemoSources.ts. The browser fetches a file only when a visitor opens the demo's code, so
 * none of this lands in a page's JavaScript. A Tailwind variant's CSS is also written beside it as
 * `<demo id>.tailwind.css`: the page links it while that variant is shown.
 *
 * It also writes the live editor's module map (./liveEditModules.ts) from what all demos import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, GENERATED_DIR, ROOT_DIR } from '../paths';
import type { SiteIndex } from '../siteIndexTypes';
import { writeIfChanged } from '../writeIfChanged';
import { buildDemoSources } from './buildDemoSources';
import { mergeImports, type Imports } from './demoImports';
import { DemoSourcesCache } from './demoSourcesCache';
import { writeLiveEditModules } from './liveEditModules';
import { VersionResolver } from './pinnedVersions';

export interface DemoSourcesOptions {
  /** Repository root: demo files, package.json and node_modules are found from it. */
  rootDir?: string;
  /** Where the JSON files go (default `<root>/public/static/demo-sources`). */
  outDir?: string;
  /** Where the live editor's module map goes (default `src/generated`); null: not written. */
  modulesDir?: string | null;
  /** Remembers each demo's inputs so unchanged demos are not rebuilt; null: no cache. */
  cacheFile?: string | null;
}

/** Writes one JSON file per demo; returns how many, how many were rebuilt, and their total bytes. */
export async function writeDemoSources(
  index: SiteIndex,
  options: DemoSourcesOptions = {},
): Promise<{ count: number; rebuilt: number; bytes: number }> {
  const rootDir = options.rootDir ?? ROOT_DIR;
  const outDir = options.outDir ?? path.join(rootDir, 'public', 'static', 'demo-sources');
  const modulesDir =
    options.modulesDir === undefined
      ? options.rootDir
        ? path.join(rootDir, 'src', 'generated')
        : GENERATED_DIR
      : options.modulesDir;
  const cacheFile =
    options.cacheFile === undefined
      ? path.join(
          options.rootDir ? path.join(rootDir, 'build-cache') : CACHE_DIR,
          'demo-sources.json',
        )
      : options.cacheFile;
  const cache = new DemoSourcesCache(cacheFile, rootDir);
  const versions = new VersionResolver(rootDir);
  const allImports: Imports = new Map();
  const written = new Set<string>();
  let bytes = 0;
  let rebuilt = 0;
  for (const demo of index.demos) {
    const file = path.join(outDir, `${demo.id}.json`);
    const tailwind = demo.variants.some((variant) => variant.styling === 'Tailwind');
    const cssFile = path.join(outDir, `${demo.id}.tailwind.css`);
    const outputs = fs.existsSync(file) && (!tailwind || fs.existsSync(cssFile));
    let imports = outputs ? cache.unchanged(demo) : null;
    if (imports) {
      bytes += fs.statSync(file).size;
    } else {
      const built = await buildDemoSources(demo, versions, rootDir);
      rebuilt += 1;
      imports = built.imports;
      cache.remember(demo, built.files, imports);
      const json = JSON.stringify(built.sources);
      writeIfChanged(file, json);
      bytes += Buffer.byteLength(json);
      const css = built.sources.stylings.Tailwind?.css;
      if (css !== undefined) writeIfChanged(cssFile, css);
    }
    if (tailwind) written.add(path.resolve(cssFile));
    mergeImports(allImports, imports);
    written.add(path.resolve(file));
  }
  removeStale(outDir, written);
  cache.save();
  if (modulesDir) writeLiveEditModules(modulesDir, allImports);
  return { count: index.demos.length, rebuilt, bytes };
}

/** Deletes the files of demos (or Tailwind variants) that no longer exist. */
function removeStale(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.resolve(dir, entry);
    if (/\.(json|css)$/.test(file) && !keep.has(file)) fs.rmSync(file);
  }
}
