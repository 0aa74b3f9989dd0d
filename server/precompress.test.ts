import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultBrotliQuality, precompressDirectory } from '../src/node/precompress';
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
