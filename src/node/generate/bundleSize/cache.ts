/**
 * Remembers measured sizes in a JSON file per package, named by a hash of everything that changes
 * the bytes: the package name and installed version, esbuild's version, the externals and the
 * measuring method. A rebuild with nothing changed only reads files; an entry not yet in its
 * package's file (a new component) is measured alone and added. Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { entryKey, type BundleEntry, type BundleSize } from './measure';

/** Bump when the measuring method changes (esbuild options, what an entry re-exports). */
export const MEASURE_METHOD_VERSION = 2;

export interface PackageMeasurement {
  packageName: string;
  version: string;
  esbuildVersion: string;
  externals: readonly string[];
  entries: readonly BundleEntry[];
}

export type Measure = (entries: readonly BundleEntry[]) => Promise<BundleSize[]>;

interface CacheFile {
  packageName: string;
  version: string;
  sizes: Record<string, BundleSize>;
}

export function cacheFileOf(cacheDir: string, job: Omit<PackageMeasurement, 'entries'>): string {
  const key = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        job.packageName,
        job.version,
        job.esbuildVersion,
        [...job.externals].sort(),
        MEASURE_METHOD_VERSION,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, job.packageName.replace(/[@/]/g, '_'), `${key}.json`);
}

function readCache(file: string): Record<string, BundleSize> {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile).sizes;
  } catch {
    return {};
  }
}

/** Sizes of the job's entries by entry key, measuring only those the cache does not hold. */
export async function cachedPackageSizes(
  cacheDir: string,
  job: PackageMeasurement,
  measure: Measure,
): Promise<Map<string, BundleSize>> {
  const file = cacheFileOf(cacheDir, job);
  const sizes = readCache(file);
  const missing = job.entries.filter((entry) => !sizes[entryKey(entry)]);
  if (missing.length) {
    const measured = await measure(missing);
    missing.forEach((entry, i) => (sizes[entryKey(entry)] = measured[i]!));
    const dir = path.dirname(file);
    fs.mkdirSync(dir, { recursive: true });
    // The package's files for other versions or esbuild versions are stale: drop them.
    for (const old of fs.readdirSync(dir)) {
      if (path.join(dir, old) !== file) fs.rmSync(path.join(dir, old));
    }
    const content: CacheFile = { packageName: job.packageName, version: job.version, sizes };
    fs.writeFileSync(file, JSON.stringify(content));
  }
  return new Map(job.entries.map((entry) => [entryKey(entry), sizes[entryKey(entry)]!]));
}
