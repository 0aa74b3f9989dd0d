/**
 * The API reference data of every product, extracted once per set of package versions: the result
 * is cached in build-cache/api/ under a key made of the packages' versions, TypeScript's version
 * and the extractor's own source, so a rebuild with unchanged packages only reads a file. Node only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getSiteProduct, type SiteProductId } from '@/products/products';
import { CACHE_DIR, ROOT_DIR } from '../../paths';
import { installedVersion } from '../../installedVersion';
import { createWorkerPool } from '../../workerPool';
import { createApiProgram, extractPackage } from './extractApiEntries';
import { API_PRODUCTS } from './packages';
import type { ApiEntry, ApiPackageDoc } from './types';

export interface ApiProductDocs {
  productId: SiteProductId;
  packages: ApiPackageDoc[];
}

/** Holds one file: the extraction for the installed packages. */
export const API_CACHE_DIR = path.join(CACHE_DIR, 'api');

const API_SOURCE_DIR = path.join(ROOT_DIR, 'src', 'node', 'generate', 'api');

/** The extractor's source, hashed into the cache key: every module of this folder but the tests. */
export function apiExtractorSources(): string[] {
  return fs
    .readdirSync(API_SOURCE_DIR)
    .filter((file) => !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(API_SOURCE_DIR, file));
}

/** `readSource` is for tests: what a source file would read, to see the key follow it. */
export function apiCacheKey(
  readSource: (file: string) => string | Buffer = fs.readFileSync,
): string {
  const hash = crypto.createHash('sha256');
  for (const pkg of API_PRODUCTS.flatMap((product) => product.packages)) {
    hash.update(`${pkg.name}@${installedVersion(pkg.name)}\n`);
  }
  hash.update(`typescript@${installedVersion('typescript')}\n`);
  for (const file of apiExtractorSources()) hash.update(readSource(file));
  return hash.digest('hex').slice(0, 16);
}

function extractAll(): ApiProductDocs[] {
  const program = createApiProgram(API_PRODUCTS.flatMap((product) => product.packages));
  return API_PRODUCTS.map((product) => {
    const packages: ApiPackageDoc[] = [];
    for (const pkg of product.packages) {
      const skip = new Set(
        packages
          .filter((done) => pkg.documentedBy?.includes(done.packageName))
          .flatMap((done) => done.entries.map((entry) => entry.name)),
      );
      packages.push(extractPackage(program, pkg, installedVersion(pkg.name), skip));
    }
    return { productId: product.productId, packages };
  });
}

let loaded: ApiProductDocs[] | undefined;

/** Reads the cached extraction, or extracts and caches it. `onExtract` hears how long a cold run took. */
export function loadApiDocs(onExtract?: (ms: number) => void): ApiProductDocs[] {
  if (loaded) return loaded;
  const file = path.join(API_CACHE_DIR, `${apiCacheKey()}.json`);
  if (fs.existsSync(file)) {
    loaded = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiProductDocs[];
    return loaded;
  }
  const started = Date.now();
  loaded = extractAll();
  fs.rmSync(API_CACHE_DIR, { recursive: true, force: true });
  fs.mkdirSync(API_CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(loaded));
  onExtract?.(Date.now() - started);
  return loaded;
}

/**
 * loadApiDocs for the build: a cold extraction (a TypeScript program over every package, ~14 s)
 * runs on a worker thread, so the steps already started on other threads (code blocks, demo
 * sources) keep being dispatched meanwhile; this thread then reads the cache the worker wrote.
 */
export async function loadApiDocsOffThread(
  onExtract?: (ms: number) => void,
): Promise<ApiProductDocs[]> {
  if (loaded) return loaded;
  if (!fs.existsSync(path.join(API_CACHE_DIR, `${apiCacheKey()}.json`))) {
    const pool = createWorkerPool(path.join(__dirname, 'apiDocsWorker.ts'), 1);
    try {
      onExtract?.((await pool.run(null)) as number);
    } finally {
      await pool.destroy();
    }
  }
  return loadApiDocs();
}

export interface ApiPageRef {
  productId: SiteProductId;
  route: string;
  entry: ApiEntry;
}

/** Every API page of the site, one per documented export. */
export function apiPages(docs: readonly ApiProductDocs[]): ApiPageRef[] {
  return docs.flatMap((product) => {
    const prefix = getSiteProduct(product.productId)?.apiPrefix;
    if (!prefix) throw new Error(`${product.productId} has API packages but no apiPrefix`);
    return product.packages.flatMap((pkg) =>
      pkg.entries.map((entry) => ({
        productId: product.productId,
        route: `${prefix}${entry.slug}/`,
        entry,
      })),
    );
  });
}
