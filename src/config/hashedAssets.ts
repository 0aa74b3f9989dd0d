/**
 * Where the build puts content-hashed files (scripts, styles, fonts): served as immutable,
 * compressed hardest, cached first by the service worker. astro.config.mjs sets the same folder.
 */
export const HASHED_ASSETS_DIR = '_astro';

/** Whether a path relative to the site root (`_astro/x.js`, or `/_astro/x.js`) is a hashed file. */
export function isHashedAssetPath(relativePath: string): boolean {
  return relativePath.replace(/\\/g, '/').replace(/^\//, '').startsWith(`${HASHED_ASSETS_DIR}/`);
}
