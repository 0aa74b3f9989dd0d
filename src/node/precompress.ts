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
import { CompressedStore, contentHash } from './compressedStore';

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
  /**
   * A folder of compressed copies by content (./compressedStore.ts): a file whose bytes were
   * compressed before, by an earlier build or ahead of time beside Astro's render, gets a copy of
   * them instead. Entries this run did not use are removed at the end.
   */
  cacheDir?: string;
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
  /** The format and its settings, as a compressed store's key names them. */
  id: string;
  compress: (data: Buffer) => Promise<Buffer>;
};

function variants(brotliQuality: number): readonly Variant[] {
  return [
    {
      suffix: '.br',
      id: `br${brotliQuality}`,
      compress: (data) =>
        brotliAsync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
    },
    {
      suffix: '.gz',
      id: `gz${constants.Z_BEST_COMPRESSION}`,
      compress: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    },
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

/** One file's bytes, read once, and their hash, worked out once when a store asks for it. */
class FileBytes {
  private contents: Promise<Buffer> | undefined;
  private hash: Promise<string> | undefined;

  constructor(private readonly file: string) {}

  data(): Promise<Buffer> {
    return (this.contents ??= readFile(this.file));
  }

  key(variant: Variant): Promise<string> {
    this.hash ??= this.data().then(contentHash);
    return this.hash.then((hash) => `${hash}.${variant.id}`);
  }
}

/** The file compressed as `variant` (null: not smaller than the file), from `store` when it has it. */
async function compressed(
  bytes: FileBytes,
  variant: Variant,
  store: CompressedStore | undefined,
): Promise<Buffer | null> {
  const key = store && (await bytes.key(variant));
  const stored = key === undefined ? undefined : await store!.get(key);
  if (stored) return stored.length ? stored : null;
  const data = await bytes.data();
  const output = await variant.compress(data);
  const kept = output.length < data.length ? output : null;
  if (key !== undefined) await store!.put(key, kept);
  return kept;
}

/** Returns the bytes a client accepting this variant downloads for the file. */
async function ensureVariant(
  file: string,
  bytes: FileBytes,
  size: number,
  mtimeMs: number,
  variant: Variant,
  store: CompressedStore | undefined,
): Promise<number> {
  const target = file + variant.suffix;
  const existing = await sizeIfFresh(target, mtimeMs);
  if (existing !== undefined) return Math.min(existing, size);
  const output = await compressed(bytes, variant, store);
  if (!output) return size;
  await writeFile(target, output);
  return output.length;
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

/** The variants of each file, by its path relative to the site root. */
function variantsByPath(
  brotliQuality: number | ((relativePath: string) => number),
): (relativePath: string) => readonly Variant[] {
  const qualityOf = typeof brotliQuality === 'number' ? () => brotliQuality : brotliQuality;
  const outputsByQuality = new Map<number, readonly Variant[]>();
  return (relativePath) => {
    const quality = qualityOf(relativePath);
    let outputs = outputsByQuality.get(quality);
    if (!outputs) outputsByQuality.set(quality, (outputs = variants(quality)));
    return outputs;
  };
}

export async function precompressDirectory(
  dir: string,
  {
    concurrency = Math.min(4, availableParallelism()),
    brotliQuality = defaultBrotliQuality,
    cacheDir,
  }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const outputsFor = variantsByPath(brotliQuality);
  const store = cacheDir === undefined ? undefined : new CompressedStore(cacheDir);
  const candidates = await listCompressibleFiles(dir);
  const totals: PrecompressStats = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };

  await forEachConcurrently(candidates, concurrency, async (file) => {
    const stats = await stat(file);
    if (stats.size <= MIN_COMPRESS_BYTES) return;
    const bytes = new FileBytes(file);
    const [brotliBytes, gzipBytes] = await Promise.all(
      outputsFor(path.relative(dir, file)).map((variant) =>
        ensureVariant(file, bytes, stats.size, stats.mtimeMs, variant, store),
      ),
    );
    totals.files += 1;
    totals.rawBytes += stats.size;
    totals.brotliBytes += brotliBytes ?? stats.size;
    totals.gzipBytes += gzipBytes ?? stats.size;
  });
  await store?.removeUnused();
  return totals;
}

/**
 * Fills the store at `cacheDir` with the compressed copies precompressDirectory would make of the
 * files below `dir` (the export, while it is being written), writing nothing beside them: a later
 * precompressDirectory copies them from the store. Hashed assets first (the slowest, at quality 11).
 * `seen` (file → modification time) skips the files an earlier pass did and records this one's;
 * a file read while being written only leaves an entry no finished file matches.
 */
export async function fillCompressedStore(
  dir: string,
  cacheDir: string,
  {
    concurrency = 1,
    brotliQuality = defaultBrotliQuality,
    seen = new Map<string, number>(),
  }: Omit<PrecompressOptions, 'cacheDir'> & { seen?: Map<string, number> } = {},
): Promise<number> {
  const outputsFor = variantsByPath(brotliQuality);
  const store = new CompressedStore(cacheDir);
  const candidates = (await listCompressibleFiles(dir)).sort(
    (a, b) =>
      Number(isHashedAssetPath(path.relative(dir, b))) -
      Number(isHashedAssetPath(path.relative(dir, a))),
  );
  let filled = 0;
  await forEachConcurrently(candidates, concurrency, async (file) => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats || stats.size <= MIN_COMPRESS_BYTES || seen.get(file) === stats.mtimeMs) return;
    seen.set(file, stats.mtimeMs);
    const bytes = new FileBytes(file);
    try {
      for (const variant of outputsFor(path.relative(dir, file))) {
        await compressed(bytes, variant, store);
      }
      filled += 1;
    } catch {
      // Deleted or replaced meanwhile: precompressDirectory compresses whatever is there at the end.
    }
  });
  return filled;
}
