/**
 * Measures what one import costs in a visitor's bundle: for each entry, esbuild bundles a module
 * that only re-exports that import as its default (`import X from '<specifier>'; export default
 * X;`), so tree shaking keeps exactly the export and what it needs. The output is minified ESM for
 * the browser with `process.env.NODE_ENV` set to production; the listed externals (React, and
 * Emotion where the package shares it) stay as imports and are not counted; legal comments are
 * dropped. The minified size is the output's byte length and the gzip size is that output through
 * node:zlib at level 9. Node only.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const gzip = promisify(zlib.gzip);

export interface BundleEntry {
  /** The exported name, e.g. `Button`. */
  name: string;
  /** Where it is imported from, e.g. `@mui/material/Button` or `@mui/material`. */
  specifier: string;
  /** True when `name` is a named export of `specifier`; false when it is the default export. */
  named: boolean;
}

export interface BundleSize {
  /** Bytes of minified JavaScript. */
  minBytes: number;
  /** Bytes of that JavaScript gzipped at level 9. */
  gzipBytes: number;
}

export interface MeasureOptions {
  /** Imports left out of the bundle (a package name also covers its subpaths). */
  externals: readonly string[];
  /** Folder the entries' specifiers resolve from. */
  resolveDir: string;
}

export const ESBUILD_VERSION = esbuild.version;

/** The one-line import an entry stands for, as a reader would write it. */
export function importLineOf(entry: BundleEntry): string {
  return entry.named
    ? `import { ${entry.name} } from '${entry.specifier}'`
    : `import ${entry.name} from '${entry.specifier}'`;
}

/** Unique key of an entry within a package's measurements. */
export function entryKey(entry: BundleEntry): string {
  return importLineOf(entry);
}

/** The module esbuild bundles for an entry: the import, re-exported as the default. */
export function entrySource(entry: BundleEntry): string {
  return `${importLineOf(entry)};\nexport default ${entry.name};\n`;
}

const NAMESPACE = 'bundle-size-entry';

export async function gzipSize(bytes: Uint8Array): Promise<number> {
  return (await gzip(bytes, { level: 9 })).length;
}

/**
 * Bundles every entry in ONE esbuild run: without code splitting each entry point still gets its
 * own self-contained, separately tree-shaken output — the same bytes as bundling it alone — while
 * the shared package files are read and parsed once.
 */
export async function bundleEntries(
  entries: readonly BundleEntry[],
  options: MeasureOptions,
): Promise<Uint8Array[]> {
  if (entries.length === 0) return [];
  const result = await esbuild.build({
    entryPoints: entries.map((_entry, i) => ({ in: `${NAMESPACE}:${i}`, out: `entry-${i}` })),
    outdir: 'bundle-size-out',
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: [...options.externals],
    plugins: [
      {
        name: NAMESPACE,
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
            path: args.path.slice(NAMESPACE.length + 1),
            namespace: NAMESPACE,
          }));
          build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
            contents: entrySource(entries[Number(args.path)]!),
            resolveDir: options.resolveDir,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const byName = new Map(
    result.outputFiles.map((file) => [file.path.replace(/^.*[\\/]/, ''), file.contents]),
  );
  return entries.map((entry, i) => {
    const contents = byName.get(`entry-${i}.js`);
    if (!contents) throw new Error(`esbuild gave no output for ${importLineOf(entry)}`);
    return contents;
  });
}

/** The minified and gzip sizes of each entry, in order. */
export async function measureEntries(
  entries: readonly BundleEntry[],
  options: MeasureOptions,
): Promise<BundleSize[]> {
  const outputs = await bundleEntries(entries, options);
  return Promise.all(
    outputs.map(async (bytes) => ({ minBytes: bytes.length, gzipBytes: await gzipSize(bytes) })),
  );
}
