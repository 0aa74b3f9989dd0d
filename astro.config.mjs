// @ts-check
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

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

/** Static output: one HTML document per route, React only in islands. */
export default defineConfig({
  srcDir: './src/site',
  outDir: process.env.STATIC_OUT_DIR || 'out',
  trailingSlash: 'always',
  build: { format: 'directory', assets: '_astro' },
  integrations: [
    react(),
    regenerateOnContentChange,
    {
      name: 'demo-islands',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'demo', entrypoint: './src/islands/demoDirective.ts' }),
      },
    },
  ],
  prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
  devToolbar: { enabled: false },
  vite: {
    define,
    ...(process.env.DEBUG_BUILD ? { build: { minify: false } } : {}),
    resolve: { alias: { '@': resolve('./src'), '@content': resolve('./content') } },
    // Bundled into the server build so Emotion has one copy and MUI's ESM resolves.
    ssr: {
      noExternal: [/^@mui\//, /^@emotion\//],
    },
  },
});
