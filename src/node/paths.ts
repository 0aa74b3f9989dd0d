import path from 'node:path';

export const ROOT_DIR = process.cwd();
export const CONTENT_DIR = path.join(ROOT_DIR, 'content');
export const CACHE_DIR = path.join(ROOT_DIR, 'build-cache');
export const GENERATED_DIR = path.join(ROOT_DIR, 'src', 'generated');
/** The static site: `out/`, or STATIC_OUT_DIR for a variant build (astro.config.mjs reads the same). */
export const OUT_DIR = path.resolve(ROOT_DIR, process.env.STATIC_OUT_DIR || 'out');
export const SITE_INDEX_FILE = path.join(CACHE_DIR, 'site-index.json');
/** The `.br`/`.gz` copies precompression made, by content (src/node/compressedStore.ts). */
export const COMPRESSED_DIR = path.join(CACHE_DIR, 'compressed');
