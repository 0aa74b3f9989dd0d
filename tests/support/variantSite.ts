/**
 * The variant export (build-cache/variant-out, `npm run build:variant`): the site built with an ad
 * network, analytics and the production host configured. The network's and Google's addresses
 * are never reached: tests answer them with Playwright routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startServer, type RunningServer } from './server';

export const VARIANT_OUT_DIR = path.join(ROOT, 'build-cache', 'variant-out');

/** The ad network's origin in the variant build (port 9: nothing listens there). */
export const VARIANT_NETWORK = 'http://127.0.0.1:9';
export const VARIANT_MEASUREMENT_ID = 'G-TEST0000';

/** The settings scripts/build-variant.sh builds with, given to the server as well. */
export const VARIANT_ENV = {
  PUBLIC_AD_SCRIPT_URL: `${VARIANT_NETWORK}/ad-network.js`,
  PUBLIC_AD_FEED_URL: `${VARIANT_NETWORK}/ad-feed.json`,
  PUBLIC_GA_MEASUREMENT_ID: VARIANT_MEASUREMENT_ID,
  PUBLIC_PRODUCTION_HOST: '127.0.0.1',
};

/** The variant export's folder; throws, saying how to build it, when it is missing. */
export function requireVariantBuild(): string {
  if (!fs.existsSync(path.join(VARIANT_OUT_DIR, 'sw.js'))) {
    throw new Error(
      'build-cache/variant-out is missing: run "npm run build:variant" before the variant browser tests.',
    );
  }
  return VARIANT_OUT_DIR;
}

/**
 * Serves the variant export, or a copy of it at `staticRoot` (a test that changes files serves
 * its own copy).
 */
export async function startVariantServer(staticRoot?: string): Promise<RunningServer> {
  const builtDir = requireVariantBuild();
  return startServer({ staticRoot: staticRoot ?? builtDir, env: VARIANT_ENV });
}

/** A 1 × 1 transparent PNG: every image the fake network serves. */
export const VARIANT_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
