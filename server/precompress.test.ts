import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash } from '../src/node/compressedStore';
import {
  defaultBrotliQuality,
  fillCompressedStore,
  precompressDirectory,
} from '../src/node/precompress';
import { createTempDir } from './testing/staticFixture';

let dir: string;
let cleanup: () => Promise<void>;

const html = `<!DOCTYPE html><html><body>${'<p>Button docs, repeated text. </p>'.repeat(200)}</body></html>`;

async function put(relative: string, content: string | Buffer): Promise<string> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return file;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

beforeEach(async () => {
  ({ dir, cleanup } = await createTempDir('precompress-'));
});
afterEach(async () => cleanup());

describe('defaultBrotliQuality', () => {
  it('spends the slowest setting only on the hashed assets every visitor downloads', () => {
    expect(defaultBrotliQuality('_astro/app.1a2b.js')).toBe(11);
    expect(defaultBrotliQuality(path.join('_astro', 'a.css'))).toBe(11);
    expect(defaultBrotliQuality('material-ui/react-button/index.html')).toBe(8);
    expect(defaultBrotliQuality('search-index.json')).toBe(8);
  });

  it('asks for a quality per file', async () => {
    await put('_astro/app.js', html);
    await put('material-ui/index.html', html);
    const asked: string[] = [];
    await precompressDirectory(dir, {
      brotliQuality: (file) => {
        asked.push(file.replace(/\\/g, '/'));
        return 5;
      },
    });
    expect(asked.sort()).toEqual(['_astro/app.js', 'material-ui/index.html']);
  });
});

describe('precompressDirectory', () => {
  it('writes smaller .br and .gz files next to compressible files over 1 KiB', async () => {
    const page = await put('material-ui/index.html', html);
    const script = await put(
      '_astro/app.1a2b.js',
      `const a = ${JSON.stringify('abc'.repeat(800))};`,
    );
    const small = await put('robots.txt', 'User-agent: *\n');
    const image = await put('logo.png', Buffer.alloc(4096, 7));

    const stats = await precompressDirectory(dir);

    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(html);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(html);
    expect(await exists(`${script}.br`)).toBe(true);
    expect(await exists(`${small}.br`)).toBe(false);
    expect(await exists(`${image}.gz`)).toBe(false);

    const raw = (await stat(page)).size + (await stat(script)).size;
    const br = (await stat(`${page}.br`)).size + (await stat(`${script}.br`)).size;
    const gz = (await stat(`${page}.gz`)).size + (await stat(`${script}.gz`)).size;
    expect(stats).toEqual({ files: 2, rawBytes: raw, gzipBytes: gz, brotliBytes: br });
    expect(stats.brotliBytes).toBeLessThan(stats.gzipBytes);
  });

  it('skips outputs that already exist and are up to date', async () => {
    const page = await put('index.html', html);
    await precompressDirectory(dir);
    const old = new Date(Date.now() + 60_000);
    await utimes(`${page}.br`, old, old);
    const before = await stat(`${page}.br`);
    await precompressDirectory(dir);
    expect((await stat(`${page}.br`)).mtimeMs).toBe(before.mtimeMs);
  });

  it('does not write a variant that is not smaller', async () => {
    const random = randomBytes(4096);
    const file = await put('data.json', random.toString('base64'));
    const incompressible = await put('noise.txt', random);
    const stats = await precompressDirectory(dir);
    expect(await exists(`${file}.br`)).toBe(true);
    expect(await exists(`${incompressible}.gz`)).toBe(false);
    expect(stats.files).toBe(2);
  });

  it('handles an empty directory', async () => {
    expect(await precompressDirectory(dir)).toEqual({
      files: 0,
      rawBytes: 0,
      gzipBytes: 0,
      brotliBytes: 0,
    });
  });
});

describe('the compressed store', () => {
  const storeFiles = async (store: string) =>
    (await readdir(store, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();

  it('gives the files the bytes compressing them gives, whether made ahead or not', async () => {
    const store = path.join(dir, 'store');
    const site = path.join(dir, 'site');
    await put('site/_astro/app.1a2b.js', `const a = ${JSON.stringify('abc'.repeat(800))};`);
    await put('site/material-ui/index.html', html);
    const plain = await precompressDirectory(site);
    const expected = await readFile(path.join(site, 'material-ui/index.html.br'));
    const script = await readFile(path.join(site, '_astro/app.1a2b.js.br'));
    await Promise.all(
      ['material-ui/index.html', '_astro/app.1a2b.js'].flatMap((file) =>
        ['.br', '.gz'].map((suffix) => writeFile(path.join(site, file + suffix), '')),
      ),
    );
    const old = new Date(Date.now() - 60_000);
    await utimes(path.join(site, 'material-ui/index.html'), old, old);
    await utimes(path.join(site, '_astro/app.1a2b.js'), old, old);

    const seen = new Map<string, number>();
    expect(await fillCompressedStore(site, store, { seen })).toBe(2);
    expect(await fillCompressedStore(site, store, { seen })).toBe(0);
    const hash = contentHash(Buffer.from(html));
    expect(await storeFiles(store)).toContain(`${hash}.br8`);
    expect(await storeFiles(store)).toContain(`${hash}.gz9`);
    // Made stale (older than the page), the copies are written again, from the store.
    const future = new Date(Date.now() + 60_000);
    await utimes(path.join(site, 'material-ui/index.html'), future, future);
    await utimes(path.join(site, '_astro/app.1a2b.js'), future, future);
    expect(await precompressDirectory(site, { cacheDir: store })).toEqual(plain);
    expect(await readFile(path.join(site, 'material-ui/index.html.br'))).toEqual(expected);
    expect(await readFile(path.join(site, '_astro/app.1a2b.js.br'))).toEqual(script);
  });

  it('copies a stored entry instead of compressing, and drops the entries no file used', async () => {
    const store = path.join(dir, 'store');
    const site = path.join(dir, 'site');
    await put('site/index.html', html);
    const hash = contentHash(Buffer.from(html));
    await mkdir(path.join(store, hash.slice(0, 2)), { recursive: true });
    await writeFile(path.join(store, hash.slice(0, 2), `${hash}.br8`), 'planted');
    await mkdir(path.join(store, 'ff'), { recursive: true });
    await writeFile(path.join(store, 'ff', `ff${'0'.repeat(62)}.br8`), 'stale');

    await precompressDirectory(site, { cacheDir: store });

    expect(await readFile(path.join(site, 'index.html.br'), 'utf8')).toBe('planted');
    expect(gunzipSync(await readFile(path.join(site, 'index.html.gz'))).toString()).toBe(html);
    expect(await storeFiles(store)).toEqual([`${hash}.br8`, `${hash}.gz9`]);
  });
});
