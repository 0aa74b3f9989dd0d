/**
 * Compressed copies of files kept by what they compress (a hash of the bytes and the settings), so
 * precompression (./precompress.ts) copies a file's `.br`/`.gz` instead of compressing it again
 * when the same bytes were compressed earlier: by the previous build, or ahead of time while Astro
 * renders the pages (src/node/astro/precompressAhead.ts). Node only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What an entry holds when the compressed copy is not smaller than the file (none is written). */
const NOT_SMALLER = Buffer.alloc(0);

export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

let partials = 0;

export class CompressedStore {
  private readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /** The compressed bytes stored for `key`, an empty buffer when not smaller, or undefined. */
  async get(key: string): Promise<Buffer | undefined> {
    const stored = await readFile(this.file(key)).catch(() => undefined);
    if (stored) this.used.add(key);
    return stored;
  }

  /** Stores `compressed` (null: not smaller than the file); a reader never sees half an entry. */
  async put(key: string, compressed: Buffer | null): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Two files with the same bytes may be stored at once: each writes its own partial file.
    const partial = `${file}.${process.pid}-${(partials += 1)}.partial`;
    await writeFile(partial, compressed ?? NOT_SMALLER);
    await rename(partial, file);
    this.used.add(key);
  }

  /** Removes every entry not read or written since this store was made. */
  async removeUnused(): Promise<number> {
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const unused = entries.filter((entry) => entry.isFile() && !this.used.has(entry.name));
    await Promise.all(unused.map((entry) => rm(path.join(entry.parentPath, entry.name))));
    return unused.length;
  }
}
