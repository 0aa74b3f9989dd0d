/**
 * Writes `file.br` and `file.gz` next to each compressible file of the static export so the server
 * (or a CDN) can send them without compressing per request. Node-only; run after the site build.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isHashedAssetPath } from '../config/hashedAssets';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.md',
  '.xml',
  '.map',
  '.webmanifest',
]);

/** Below this the saving is not worth a second file and a disk read. */
export const MIN_COMPRESS_BYTES = 1024;

export interface PrecompressStats {
  /** Compressible files over the size threshold. */
  files: number;
  /** Their total size. */
  rawBytes: number;
  /** What a gzip client downloads for them: the .gz where one exists, else the file itself. */
  gzipBytes: number;
  /** The same for brotli. */
  brotliBytes: number;
}

export interface PrecompressOptions {
  /** Files compressed at once; zlib runs on libuv's thread pool. Default: CPU count, max 4. */
  concurrency?: number;
  /**
   * Brotli quality per file (path relative to the directory). Default: `defaultBrotliQuality`.
   */
  brotliQuality?: number | ((relativePath: string) => number);
}

/**
 * Quality 11 for the hashed scripts and styles every visitor downloads. Pages and data get 8:
 * on a sample of 61 pages (7.1 MB), quality 10 compressed 3.1 MB/s and 8 compressed 46 MB/s for
 * output 9 % larger, and the pages and demo sources are most of the export (130 MB), so 10 made
 * this a fifth of a cold build (31 s of 145 s).
 */
const PAGE_BROTLI_QUALITY = 8;

export function defaultBrotliQuality(relativePath: string): number {
  return isHashedAssetPath(relativePath) ? constants.BROTLI_MAX_QUALITY : PAGE_BROTLI_QUALITY;
}

type Suffix = '.br' | '.gz';

type Variant = {
  suffix: Suffix;
  compress: (data: Buffer) => Promise<Buffer>;
};

function variants(brotliQuality: number): readonly Variant[] {
  return [
    {
      suffix: '.br',
      compress: (data) =>
        brotliAsync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
    },
    { suffix: '.gz', compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
  ];
}

/** Whether the file is one that gets compressed copies, by its name (its size decides too). */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The compressible files below `dir` (any size), as absolute paths. */
async function listCompressibleFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter(isCompressible);
}

async function sizeIfFresh(file: string, sourceMtimeMs: number): Promise<number | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() && stats.mtimeMs >= sourceMtimeMs ? stats.size : undefined;
}

/** Returns the bytes a client accepting this variant downloads for the file. */
async function ensureVariant(
  file: string,
  data: () => Promise<Buffer>,
  size: number,
  mtimeMs: number,
  variant: Variant,
): Promise<number> {
  const target = file + variant.suffix;
  const existing = await sizeIfFresh(target, mtimeMs);
  if (existing !== undefined) return Math.min(existing, size);
  const compressed = await variant.compress(await data());
  if (compressed.length >= size) return size;
  await writeFile(target, compressed);
  return compressed.length;
}

export async function precompressDirectory(
  dir: string,
  {
    concurrency = Math.min(4, availableParallelism()),
    brotliQuality = defaultBrotliQuality,
  }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const qualityOf = typeof brotliQuality === 'number' ? () => brotliQuality : brotliQuality;
  const outputsByQuality = new Map<number, readonly Variant[]>();
  const outputsFor = (file: string) => {
    const quality = qualityOf(path.relative(dir, file));
    let outputs = outputsByQuality.get(quality);
    if (!outputs) outputsByQuality.set(quality, (outputs = variants(quality)));
    return outputs;
  };
  const candidates = await listCompressibleFiles(dir);
  const totals: PrecompressStats = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };

  async function processFile(file: string): Promise<void> {
    const stats = await stat(file);
    if (stats.size <= MIN_COMPRESS_BYTES) return;
    let contents: Promise<Buffer> | undefined;
    const data = () => (contents ??= readFile(file));
    const [brotliBytes, gzipBytes] = await Promise.all(
      outputsFor(file).map((variant) =>
        ensureVariant(file, data, stats.size, stats.mtimeMs, variant),
      ),
    );
    totals.files += 1;
    totals.rawBytes += stats.size;
    totals.brotliBytes += brotliBytes ?? stats.size;
    totals.gzipBytes += gzipBytes ?? stats.size;
  }

  let next = 0;
  async function worker(): Promise<void> {
    while (next < candidates.length) await processFile(candidates[next++] as string);
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return totals;
}
