import path from 'node:path';
import { HASHED_ASSETS_DIR } from '../../config/hashedAssets';
import { defaultBrotliQuality, precompressDirectory } from '../precompress';

interface ClientBuildPlugin {
  name: string;
  apply: 'build';
  applyToEnvironment(environment: { name: string }): boolean;
  writeBundle(options: { dir?: string }): void;
}

/**
 * Precompresses the client build's scripts and styles while Astro renders the pages, instead of
 * after: rendering keeps one core busy, and brotli at its highest quality (7 s for these files)
 * runs on zlib's own thread meanwhile. Postbuild's precompression then finds them done (it skips
 * files whose compressed copies are newer). Returns the Astro integration.
 */
export function precompressAssetsEarly() {
  let compressing: Promise<unknown> | undefined;
  const plugin: ClientBuildPlugin = {
    name: 'precompress-assets-early',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle({ dir }) {
      if (!dir) return;
      compressing = precompressDirectory(path.join(dir, HASHED_ASSETS_DIR), {
        concurrency: 1,
        // The same quality postbuild gives these files, from their path below the site root.
        brotliQuality: (relative) => defaultBrotliQuality(path.join(HASHED_ASSETS_DIR, relative)),
      });
    },
  };
  return {
    name: 'precompress-assets-early',
    hooks: {
      'astro:config:setup': ({
        updateConfig,
      }: {
        updateConfig: (config: { vite: { plugins: ClientBuildPlugin[] } }) => void;
      }) => {
        if (process.env.SKIP_PRECOMPRESS !== '1') updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': async () => {
        await compressing;
      },
    },
  };
}
