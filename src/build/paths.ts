import path from 'node:path';

export const ROOT_DIR = process.cwd();
export const CONTENT_DIR = path.join(ROOT_DIR, 'content');
export const CACHE_DIR = path.join(ROOT_DIR, 'build-cache');
export const GENERATED_DIR = path.join(ROOT_DIR, 'src', 'generated');
export const OUT_DIR = path.join(ROOT_DIR, 'out');
export const SITE_INDEX_FILE = path.join(CACHE_DIR, 'site-index.json');
