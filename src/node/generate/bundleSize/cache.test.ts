import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPackageSizes, type Measure, type PackageMeasurement } from './cache';
import type { BundleEntry } from './measure';

const button: BundleEntry = { name: 'Button', specifier: 'pkg/Button', named: false };
const slider: BundleEntry = { name: 'Slider', specifier: 'pkg/Slider', named: false };

function job(overrides: Partial<PackageMeasurement> = {}): PackageMeasurement {
  return {
    packageName: '@scope/pkg',
    version: '1.0.0',
    esbuildVersion: '0.25.0',
    externals: ['react'],
    entries: [button],
    ...overrides,
  };
}

/** A fake measurement: each entry's size grows with each call, so a re-measure shows. */
function fakeMeasure() {
  let calls = 0;
  return vi.fn<Measure>(async (entries) => {
    calls += 1;
    return entries.map(() => ({ minBytes: 1000 * calls, gzipBytes: 100 * calls }));
  });
}

describe('bundle size cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-cache-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('measures once, then answers from the file', async () => {
    const measure = fakeMeasure();
    const first = await cachedPackageSizes(dir, job(), measure);
    const second = await cachedPackageSizes(dir, job(), measure);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect([...second.values()]).toEqual([{ minBytes: 1000, gzipBytes: 100 }]);
  });

  it('measures again when the package version, esbuild or the externals change', async () => {
    const measure = fakeMeasure();
    await cachedPackageSizes(dir, job(), measure);
    await cachedPackageSizes(dir, job({ version: '1.0.1' }), measure);
    expect(measure).toHaveBeenCalledTimes(2);
    await cachedPackageSizes(dir, job({ version: '1.0.1', esbuildVersion: '0.26.0' }), measure);
    expect(measure).toHaveBeenCalledTimes(3);
    const sizes = await cachedPackageSizes(
      dir,
      job({ version: '1.0.1', esbuildVersion: '0.26.0', externals: ['react', '@emotion/react'] }),
      measure,
    );
    expect(measure).toHaveBeenCalledTimes(4);
    expect([...sizes.values()]).toEqual([{ minBytes: 4000, gzipBytes: 400 }]);
    // Only the latest file of the package is kept.
    expect(fs.readdirSync(path.join(dir, '_scope_pkg'))).toHaveLength(1);
  });

  it('measures only a component it has not seen', async () => {
    const measure = fakeMeasure();
    await cachedPackageSizes(dir, job(), measure);
    const sizes = await cachedPackageSizes(dir, job({ entries: [button, slider] }), measure);
    expect(measure).toHaveBeenCalledTimes(2);
    expect(measure.mock.calls[1]![0]).toEqual([slider]);
    expect(sizes.get(`import Button from 'pkg/Button'`)).toEqual({
      minBytes: 1000,
      gzipBytes: 100,
    });
    expect(sizes.get(`import Slider from 'pkg/Slider'`)).toEqual({
      minBytes: 2000,
      gzipBytes: 200,
    });
  });

  it('keeps packages whose names share a prefix apart', async () => {
    const measure = fakeMeasure();
    await cachedPackageSizes(dir, job({ packageName: 'grid' }), measure);
    await cachedPackageSizes(dir, job({ packageName: 'grid-pro' }), measure);
    await cachedPackageSizes(dir, job({ packageName: 'grid' }), measure);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
