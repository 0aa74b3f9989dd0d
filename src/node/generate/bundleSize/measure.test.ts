import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  bundleEntries,
  entrySource,
  importLineOf,
  measureEntries,
  type BundleEntry,
} from './measure';

const FIXTURES = path.join(__dirname, 'fixtures');
const options = { externals: ['react'], resolveDir: FIXTURES };
const widget: BundleEntry = { name: 'Widget', specifier: './widgets/Widget.js', named: false };
const gadget: BundleEntry = { name: 'Gadget', specifier: './widgets/Gadget.js', named: true };

/** The fixture bundled alone, the way measure.ts documents it, straight through esbuild. */
async function bundleAlone(source: string): Promise<Uint8Array> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: FIXTURES, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react'],
  });
  return result.outputFiles[0]!.contents;
}

describe('bundle size measurement', () => {
  it('bundles the dependency, leaves the external as an import and drops unused code', async () => {
    const [output] = await bundleEntries([widget], options);
    const code = Buffer.from(output!).toString('utf8');
    expect(code).toContain('FIXTURE_FORMAT:');
    expect(code).toMatch(/from\s*"react"/);
    expect(code).not.toContain('createElement(e,t){'); // React's own code is not inlined
    expect(code).not.toContain('FIXTURE_UNUSED_HELPER');
    expect(code).not.toContain('FIXTURE_GADGET_ONLY');
  });

  it('reports the byte length of the minified output and its gzip at level 9', async () => {
    const [size] = await measureEntries([widget], options);
    const alone = await bundleAlone(entrySource(widget));
    expect(size!.minBytes).toBe(alone.length);
    expect(size!.gzipBytes).toBe(zlib.gzipSync(alone, { level: 9 }).length);
    expect(size!.minBytes).toBeGreaterThan(50);
    expect(size!.minBytes).toBeLessThan(400);
  });

  it('gives each entry of a batch the same bytes as bundling it alone', async () => {
    const [batchWidget, batchGadget] = await bundleEntries([widget, gadget], options);
    const aloneWidget = await bundleAlone(entrySource(widget));
    const aloneGadget = await bundleAlone(entrySource(gadget));
    expect(Buffer.from(batchWidget!).equals(Buffer.from(aloneWidget))).toBe(true);
    expect(Buffer.from(batchGadget!).equals(Buffer.from(aloneGadget))).toBe(true);
  });

  it('measures the import re-exported as the default, nothing else', () => {
    expect(entrySource(widget)).toBe(
      `import Widget from './widgets/Widget.js';\nexport default Widget;\n`,
    );
  });

  it('writes the measured import as a reader would', () => {
    expect(importLineOf(widget)).toBe(`import Widget from './widgets/Widget.js'`);
    expect(importLineOf(gadget)).toBe(`import { Gadget } from './widgets/Gadget.js'`);
  });

  it('fails loudly on an import that does not exist', async () => {
    await expect(
      bundleEntries([{ name: 'Missing', specifier: './widgets/Gadget.js', named: false }], options),
    ).rejects.toThrow();
  });
});
