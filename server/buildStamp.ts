import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into the static root by the build's last step; the server never serves dotfiles. */
export const BUILD_STAMP_FILE = '.build-stamp';

/** What `npm run build` reads, relative to the project directory; missing entries are skipped. */
export const BUILD_INPUTS = [
  'content',
  'src',
  'public',
  'astro.config.mjs',
  'tsconfig.json',
  'package-lock.json',
] as const;

/** Build outputs that live among the inputs (`npm run generate` writes them). */
export const IGNORED_INPUTS = ['src/generated'] as const;

export interface SourceSnapshot {
  /** Hash of every input file's path, size and mtime: any edit, addition or removal changes it. */
  fingerprint: string;
  newestMtimeMs: number;
  newestFile: string | null;
  files: number;
}

interface BuildStamp {
  version: 1;
  fingerprint: string;
  newestMtimeMs: number;
  files: number;
  builtAt: string;
}

export interface SnapshotOptions {
  inputs?: readonly string[];
  ignored?: readonly string[];
}

async function collectInputFiles(
  projectDir: string,
  { inputs = BUILD_INPUTS, ignored = IGNORED_INPUTS }: SnapshotOptions,
): Promise<Array<{ relative: string; size: number; mtimeMs: number }>> {
  const ignoredSet = new Set(ignored);
  const found: Array<{ relative: string; size: number; mtimeMs: number }> = [];

  async function visit(relative: string): Promise<void> {
    if (ignoredSet.has(relative)) return;
    const stats = await stat(path.join(projectDir, relative)).catch(() => undefined);
    if (!stats) return;
    if (stats.isFile()) {
      found.push({ relative, size: stats.size, mtimeMs: stats.mtimeMs });
    } else if (stats.isDirectory()) {
      const entries = await readdir(path.join(projectDir, relative), { withFileTypes: true });
      for (const entry of entries) {
        // Editor swap files, .DS_Store and the like do not change the build.
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        if (entry.isSymbolicLink()) {
          const target = await stat(path.join(projectDir, relative, entry.name)).catch(
            () => undefined,
          );
          if (!target?.isFile()) continue;
        }
        await visit(`${relative}/${entry.name}`);
      }
    }
  }

  for (const input of inputs) await visit(input);
  return found.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

export async function snapshotSources(
  projectDir: string,
  options: SnapshotOptions = {},
): Promise<SourceSnapshot> {
  const files = await collectInputFiles(projectDir, options);
  const hash = createHash('sha256');
  let newestMtimeMs = 0;
  let newestFile: string | null = null;
  for (const file of files) {
    hash.update(`${file.relative}\0${file.size}\0${file.mtimeMs}\n`);
    if (file.mtimeMs > newestMtimeMs) {
      newestMtimeMs = file.mtimeMs;
      newestFile = file.relative;
    }
  }
  return { fingerprint: hash.digest('hex'), newestMtimeMs, newestFile, files: files.length };
}

export interface StampOptions extends SnapshotOptions {
  /** Default: the current directory, which is the project root under `npm run …`. */
  projectDir?: string;
  /** Sources as they were when the build started; taken now when omitted. */
  snapshot?: SourceSnapshot;
}

/**
 * Records which sources the export in `outDir` was built from. Call it as the last step of a
 * successful build (postbuild); `npm start` rebuilds whenever the sources no longer match.
 */
export async function writeBuildStamp(outDir: string, options: StampOptions = {}): Promise<void> {
  const snapshot =
    options.snapshot ?? (await snapshotSources(options.projectDir ?? process.cwd(), options));
  const stamp: BuildStamp = {
    version: 1,
    fingerprint: snapshot.fingerprint,
    newestMtimeMs: snapshot.newestMtimeMs,
    files: snapshot.files,
    builtAt: new Date().toISOString(),
  };
  await writeFile(path.join(outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

export async function readBuildStamp(outDir: string): Promise<BuildStamp | undefined> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(outDir, BUILD_STAMP_FILE), 'utf8'),
    ) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as BuildStamp).version === 1 &&
      typeof (parsed as BuildStamp).fingerprint === 'string'
    ) {
      return parsed as BuildStamp;
    }
  } catch {
    // Missing or unreadable: treated as "never stamped".
  }
  return undefined;
}

export interface Freshness {
  stale: boolean;
  /** Why, in words for the console. */
  reason: string;
}

export async function checkBuildFreshness(
  outDir: string,
  projectDir: string = process.cwd(),
  options: SnapshotOptions = {},
): Promise<Freshness> {
  const index = await stat(path.join(outDir, 'index.html')).catch(() => undefined);
  if (!index?.isFile()) return { stale: true, reason: `${outDir} has no build` };

  const snapshot = await snapshotSources(projectDir, options);
  if (snapshot.files === 0) {
    return { stale: false, reason: 'no sources here; serving the existing build' };
  }
  const stamp = await readBuildStamp(outDir);
  if (!stamp) return { stale: true, reason: `${outDir} has no ${BUILD_STAMP_FILE}` };
  if (stamp.fingerprint === snapshot.fingerprint) {
    return { stale: false, reason: 'build is up to date' };
  }
  const changed =
    snapshot.newestMtimeMs > stamp.newestMtimeMs && snapshot.newestFile
      ? `${snapshot.newestFile} changed`
      : 'source files were added, removed or changed';
  return { stale: true, reason: `${changed} since the last build` };
}
