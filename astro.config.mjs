// @ts-check
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { demoIslands } from './src/node/astro/demoIslands.ts';
import { prerenderedPages } from './src/node/astro/prerenderedPages.ts';
import { publicDefines } from './src/node/astro/publicDefines.ts';
import { regenerateOnContentChange } from './src/node/astro/regenerateOnContentChange.ts';
import { demoCssModules } from './src/node/astro/demoCssModules.ts';
import { gridFirstView } from './src/node/astro/gridFirstView.ts';
import { gridMaterialCopy } from './src/node/astro/gridMaterialCopy.ts';
import { gridOnDemandParts } from './src/node/astro/gridOnDemandParts.ts';
import { islandRuntimeChunk } from './src/node/astro/islandRuntimeChunk.ts';
import { preloadNewChunksOnly } from './src/node/astro/preloadNewChunksOnly.ts';
import { registryChunkTest } from './src/node/astro/registryChunks.ts';
import { shellChunk } from './src/node/astro/shellChunk.ts';
import { sideEffectFreePackages } from './src/node/astro/sideEffectFreePackages.ts';

const resolve = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Static output: one HTML document per route, React only in islands. */
export default defineConfig({
  srcDir: './src/site',
  outDir: process.env.STATIC_OUT_DIR || 'out',
  trailingSlash: 'always',
  // The site's CSS goes in each page's head (34 KB raw, 5.5 KB brotli): linked, its two files were
  // the requests the first paint waited for (Lighthouse mobile 99 on the Button page, 100 inline).
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'always' },
  integrations: [
    // Streaming render (the only one that passes each island's useId prefix to React). React
    // 18's stream encoder pads a chunk with NUL bytes when a multi-byte character does not fit;
    // prerenderedPages removes them (src/node/postbuild/hoistStyles.ts).
    react(),
    regenerateOnContentChange(),
    prerenderedPages(),
    demoIslands(),
  ],
  devToolbar: { enabled: false },
  vite: {
    define: publicDefines(),
    plugins: [
      sideEffectFreePackages(),
      demoCssModules(),
      gridMaterialCopy(),
      gridFirstView(),
      gridOnDemandParts(),
      shellChunk(),
      islandRuntimeChunk(),
      // A product's demo island holds a dynamic import per demo (hundreds), its playground one per
      // component. Listing each one's dependencies for preloading made these chunks several times
      // larger, loaded on every page that has one; a demo's own imports are fetched as soon as it
      // is parsed. Other imports preload only the chunks their importer has not loaded already.
      preloadNewChunksOnly({ listsNothing: registryChunkTest() }),
    ],
    build: {
      ...(process.env.DEBUG_BUILD ? { minify: false } : {}),
      // Gzipping each of two thousand chunks only to print its size: bench/ and the budget test
      // measure what matters.
      reportCompressedSize: false,
    },
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${resolve('./src')}/` },
        { find: /^@content\//, replacement: `${resolve('./content')}/` },
        // MUI X and Emotion import Babel's helpers by their CommonJS path; the dev server runs
        // bundled (noExternal) packages as ES modules, where `module` is undefined: use the ES ones.
        {
          find: /^@babel\/runtime\/helpers\/(?!esm\/)(.+)$/,
          replacement: '@babel/runtime/helpers/esm/$1',
        },
      ],
    },
    // Bundled into the server builds (pages are prerendered in their own Vite environment) so
    // Emotion has one copy and MUI's ESM resolves; stylis-plugin-rtl, so its ES build is used
    // (Node's import of its CommonJS build gives a demo the module object, not the plugin).
    environments: Object.fromEntries(
      ['ssr', 'prerender'].map((name) => [
        name,
        { resolve: { noExternal: [/^@mui\//, /^@emotion\//, 'stylis-plugin-rtl'] } },
      ]),
    ),
  },
});
