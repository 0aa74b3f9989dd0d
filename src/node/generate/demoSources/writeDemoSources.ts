/**
 * Build step (Node only): for every demo in the site index, writes
 * `public/static/demo-sources/<demo id>.json` (see src/model/demoSourcesFile.ts), made by
 * ./buildDemoSources.ts. The browser fetches a file only when a visitor opens the demo's code, so
 * none of this lands in a page's JavaScript. A Tailwind or CSS variant's compiled stylesheet is
 * written beside it (`<demo id>.tailwind.css`, `<demo id>.module.css`): the page links it while that
 * variant is shown.
 *
 * It also writes the live editor's module map (./liveEditModules.ts) from what all demos import.
 */
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ContentError } from '../../contentError';
import { CACHE_DIR, GENERATED_DIR, ROOT_DIR } from '../../paths';
import type { SiteDemo, SiteIndex } from '../siteIndexTypes';
import { variantStylesheetFile, type StylesheetStyling } from '@/model/demoSourcesFile';
import { writeIfChanged } from '../../writeIfChanged';
import { buildDemoSources } from './buildDemoSources';
import { mergeImports, type Imports } from './demoImports';
import { DemoSourcesCache } from './demoSourcesCache';
import type { DemoSourcesResult, DemoSourcesTask } from './demoSourcesWorker';
import { writeLiveEditModules } from './liveEditModules';
import { VersionResolver } from './pinnedVersions';
import { createWorkerPool } from '../../workerPool';

export interface DemoSourcesOptions {
  /** Repository root: demo files, package.json and node_modules are found from it. */
  rootDir?: string;
  /** Where the JSON files go (default `<root>/public/static/demo-sources`). */
  outDir?: string;
  /** Where the live editor's module map goes (default `src/generated`); null: not written. */
  modulesDir?: string | null;
  /** Remembers each demo's inputs so unchanged demos are not rebuilt; null: no cache. */
  cacheFile?: string | null;
  /**
   * Worker threads to build on (0: this thread). Default: one per core when there are at least
   * 16 demos to rebuild, else none.
   */
  threads?: number;
}

/** Writes one JSON file per demo; returns how many, how many were rebuilt, and their total bytes. */
export async function writeDemoSources(
  index: Pick<SiteIndex, 'demos'>,
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
  const plans = index.demos.map((demo) => {
    const file = path.join(outDir, `${demo.id}.json`);
    const stylesheets = demo.variants
      .map((variant) => variant.styling)
      .filter((styling): styling is StylesheetStyling => styling !== 'System')
      .map((styling) => ({
        styling,
        file: path.join(outDir, variantStylesheetFile(demo.id, styling)),
      }));
    const outputs = [file, ...stylesheets.map((sheet) => sheet.file)].every((f) =>
      fs.existsSync(f),
    );
    return { demo, file, stylesheets, cached: outputs ? cache.unchanged(demo) : null };
  });
  const toBuild = plans.filter((plan) => !plan.cached).map((plan) => plan.demo);
  const built = await buildAll(toBuild, rootDir, versions, options.threads);
  for (const { demo, file, stylesheets, cached } of plans) {
    let imports = cached;
    if (imports) {
      bytes += fs.statSync(file).size;
    } else {
      const fresh = built.get(demo.id)!;
      imports = fresh.imports;
      cache.remember(demo, fresh.files, imports);
      const json = JSON.stringify(fresh.sources);
      writeIfChanged(file, json);
      bytes += Buffer.byteLength(json);
      for (const sheet of stylesheets) {
        writeIfChanged(sheet.file, fresh.sources.stylings[sheet.styling]?.css ?? '');
      }
    }
    for (const sheet of stylesheets) written.add(path.resolve(sheet.file));
    mergeImports(allImports, imports);
    written.add(path.resolve(file));
  }
  removeStale(outDir, written);
  cache.save();
  if (modulesDir) writeLiveEditModules(modulesDir, allImports);
  return { count: index.demos.length, rebuilt: toBuild.length, bytes };
}

type BuiltDemo = Awaited<ReturnType<typeof buildDemoSources>>;

/** Below this many demos to rebuild, starting worker threads costs more than it saves. */
const MIN_DEMOS_FOR_WORKERS = 16;

/**
 * Builds the demos' sources on worker threads (a cold build formats, transpiles and highlights
 * several hundred demos, all CPU work: 42 s on one thread, 32 s on two cores), or on this thread.
 */
async function buildAll(
  demos: readonly SiteDemo[],
  rootDir: string,
  versions: VersionResolver,
  threads = demos.length < MIN_DEMOS_FOR_WORKERS ? 0 : availableParallelism(),
): Promise<Map<string, BuiltDemo>> {
  const built = new Map<string, BuiltDemo>();
  if (threads === 0 || demos.length === 0) {
    for (const demo of demos) built.set(demo.id, await buildDemoSources(demo, versions, rootDir));
    return built;
  }
  const pool = createWorkerPool(path.join(__dirname, 'demoSourcesWorker.ts'), threads);
  try {
    const results = await Promise.all(
      demos.map(
        (demo) =>
          pool.run({ demo, rootDir } satisfies DemoSourcesTask) as Promise<DemoSourcesResult>,
      ),
    );
    results.forEach((result, i) => {
      if (!result.ok) {
        throw result.contentError ? new ContentError(result.message) : new Error(result.message);
      }
      built.set(demos[i]!.id, result.built);
    });
  } finally {
    await pool.destroy();
  }
  return built;
}

/** Deletes the files of demos (or Tailwind variants) that no longer exist. */
function removeStale(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.resolve(dir, entry);
    if (/\.(json|css)$/.test(file) && !keep.has(file)) fs.rmSync(file);
  }
}
