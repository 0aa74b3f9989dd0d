/**
 * The bundle size of every component with an API page in Material UI, Joy UI and Base UI, and of
 * the three data grids: measured once per package version (see measure.ts for what exactly is
 * measured) and cached in build-cache/bundle-size/. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BundleSizeData } from '@/model/bundleSize';
import { getSiteProduct, type SiteProductId } from '@/products/products';
import { loadApiDocs, type ApiProductDocs } from '../api/apiDocs';
import { hasDefaultExport } from '../api/pathImport';
import type { ApiEntry } from '../api/types';
import { CACHE_DIR, ROOT_DIR } from '../../paths';
import { installedVersion } from '../../installedVersion';
import { cachedPackageSizes } from './cache';
import {
  ESBUILD_VERSION,
  entryKey,
  importLineOf,
  measureEntries,
  type BundleEntry,
} from './measure';

export const BUNDLE_SIZE_CACHE_DIR = path.join(CACHE_DIR, 'bundle-size');

const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime'];
const EMOTION_EXTERNALS = ['@emotion/react', '@emotion/styled'];

/** React always stays outside; Emotion too when the package expects the app to provide it. */
export function externalsOf(packageName: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT_DIR, 'node_modules', packageName, 'package.json'), 'utf8'),
  ) as { peerDependencies?: Record<string, string> };
  const peers = manifest.peerDependencies ?? {};
  return [...REACT_EXTERNALS, ...EMOTION_EXTERNALS.filter((name) => name in peers)];
}

/**
 * The component's own path import (`@mui/material/Button`): its default export, or the named one
 * where the folder has no default (Base UI, the grids); the package's named export when there is
 * no path import.
 */
export function bundleEntryOf(entry: ApiEntry): BundleEntry {
  if (!entry.pathImport) return { name: entry.name, specifier: entry.packageName, named: true };
  return {
    name: entry.name,
    specifier: entry.pathImport,
    named: !hasDefaultExport(entry.pathImport),
  };
}

interface MeasuredEntry {
  productId: SiteProductId;
  entry: ApiEntry;
}

function measuredEntries(docs: readonly ApiProductDocs[]): MeasuredEntry[] {
  return docs.flatMap((product) => {
    const measured = getSiteProduct(product.productId)?.measuredComponents ?? null;
    if (measured === null) return [];
    return product.packages.flatMap((pkg) =>
      pkg.entries
        .filter(
          (entry) =>
            entry.kind === 'component' && (measured === 'all' || measured.includes(entry.name)),
        )
        .map((entry) => ({ productId: product.productId, entry })),
    );
  });
}

export type BundleSizeLookup = (productId: SiteProductId, name: string) => BundleSizeData | null;

async function computeAll(): Promise<BundleSizeLookup> {
  const started = Date.now();
  const measured = measuredEntries(loadApiDocs());
  const packages = [...new Set(measured.map(({ entry }) => entry.packageName))];
  let built = 0;
  // One esbuild run per package, all packages at once: esbuild spreads each over the cores.
  const results = await Promise.all(
    packages.map(async (packageName) => {
      const version = installedVersion(packageName);
      const externals = externalsOf(packageName);
      const entries = measured
        .filter(({ entry }) => entry.packageName === packageName)
        .map(({ entry }) => bundleEntryOf(entry));
      const sizes = await cachedPackageSizes(
        BUNDLE_SIZE_CACHE_DIR,
        { packageName, version, esbuildVersion: ESBUILD_VERSION, externals, entries },
        (missing) => {
          built += missing.length;
          return measureEntries(missing, { externals, resolveDir: ROOT_DIR });
        },
      );
      return { packageName, version, externals, sizes };
    }),
  );
  if (built) {
    console.log(`bundle sizes: measured ${built} components in ${(Date.now() - started) / 1000} s`);
  }
  const byKey = new Map<string, BundleSizeData>();
  for (const { productId, entry } of measured) {
    const pkg = results.find((result) => result.packageName === entry.packageName)!;
    const bundleEntry = bundleEntryOf(entry);
    const importLine = importLineOf(bundleEntry);
    const size = pkg.sizes.get(entryKey(bundleEntry))!;
    byKey.set(`${productId}:${entry.name}`, {
      name: entry.name,
      importLine,
      minBytes: size.minBytes,
      gzipBytes: size.gzipBytes,
      packageName: pkg.packageName,
      packageVersion: pkg.version,
      esbuildVersion: ESBUILD_VERSION,
      externals: pkg.externals,
    });
  }
  return (productId, name) => byKey.get(`${productId}:${name}`) ?? null;
}

let loaded: Promise<BundleSizeLookup> | undefined;

/** Every measured component's size, worked out (or read from the cache) once per process. */
export function loadBundleSizes(): Promise<BundleSizeLookup> {
  loaded ??= computeAll();
  return loaded;
}
