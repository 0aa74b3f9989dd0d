// @ts-check
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { demoCssModules } from './src/build/bundling/demoCssModules.ts';
import { gridMaterialCopy } from './src/build/bundling/gridMaterialCopy.ts';
import { gridOnDemandParts } from './src/build/bundling/gridOnDemandParts.ts';
import { islandRuntimeChunk } from './src/build/bundling/islandRuntimeChunk.ts';
import { precompressAssetsEarly } from './src/build/bundling/precompressAssetsEarly.ts';
import { registryPreloads } from './src/build/bundling/registryPreloads.ts';
import { shellChunk } from './src/build/bundling/shellChunk.ts';

const resolve = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Site configuration (src/config/siteConfig.ts) read at build time, inlined for the browser. */
const PUBLIC_VARIABLES = [
  'PUBLIC_SITE_URL',
  'PUBLIC_SOURCE_REPOSITORY_URL',
  'PUBLIC_PRODUCTION_HOST',
  'PUBLIC_FEEDBACK_URL',
  'PUBLIC_AD_SCRIPT_URL',
  'PUBLIC_AD_FEED_URL',
  'PUBLIC_GA_MEASUREMENT_ID',
  'PUBLIC_MUI_X_LICENSE_KEY',
  'PUBLIC_CHATGPT_URL',
  'PUBLIC_CLAUDE_URL',
];
const define = Object.fromEntries(
  PUBLIC_VARIABLES.map((name) => [
    `process.env.${name}`,
    process.env[name] === undefined ? 'undefined' : JSON.stringify(process.env[name]),
  ]),
);

/**
 * `npm run dev`: a change under content/ (a new page, demo or nav entry) reruns the content step
 * (validation, site index, demo registries), then reloads the browser, so no restart is needed.
 */
const regenerateOnContentChange = {
  name: 'regenerate-content',
  hooks: {
    'astro:server:setup': ({ server, logger }) => {
      const contentDir = resolve('./content');
      let timer;
      let running = false;
      let again = false;
      const run = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        const child = spawn('npx', ['tsx', 'src/build/generate.ts'], { stdio: 'inherit' });
        child.on('exit', (code) => {
          running = false;
          if (code === 0) server.hot.send({ type: 'full-reload' });
          else logger.error('content check failed: see the message above');
          if (again) {
            again = false;
            run();
          }
        });
      };
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        clearTimeout(timer);
        timer = setTimeout(run, 300);
      });
    },
  },
};

/**
 * hoist-non-react-statics is CommonJS, so Rollup keeps it, and the old react-is it requires (1.3 KB
 * gzip in every island), although only Emotion's withTheme calls it and nothing calls that. Its
 * module bodies only define values.
 */
const sideEffectFreePackages = {
  name: 'side-effect-free-packages',
  transform(_code, id) {
    return id.includes('/node_modules/hoist-non-react-statics/')
      ? { moduleSideEffects: false }
      : null;
  },
};

/** Static output: one HTML document per route, React only in islands. */
export default defineConfig({
  srcDir: './src/site',
  outDir: process.env.STATIC_OUT_DIR || 'out',
  trailingSlash: 'always',
  build: { format: 'directory', assets: '_astro' },
  integrations: [
    // Streaming render (the only one that passes each island's useId prefix to React). React
    // 18's stream encoder pads a chunk with NUL bytes when a multi-byte character does not fit;
    // postbuild removes them (src/build/hoistStyles.ts).
    react(),
    regenerateOnContentChange,
    precompressAssetsEarly(),
    {
      name: 'demo-islands',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'demo', entrypoint: './src/islands/demoDirective.ts' }),
      },
    },
  ],
  devToolbar: { enabled: false },
  vite: {
    define,
    plugins: [
      sideEffectFreePackages,
      demoCssModules(),
      gridMaterialCopy(),
      gridOnDemandParts(),
      shellChunk(),
      islandRuntimeChunk(),
      registryPreloads(resolve('.')),
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
