import { spawn } from 'node:child_process';
import type { AstroIntegration } from 'astro';
import { CONTENT_DIR } from '../paths';

/**
 * `npm run dev`: a change under content/ (a new page, demo or nav entry) reruns the content step
 * (validation, site index, demo registries), then reloads the browser, so no restart is needed.
 */
export function regenerateOnContentChange(): AstroIntegration {
  return {
    name: 'regenerate-content',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let running = false;
        let again = false;
        const run = () => {
          if (running) {
            again = true;
            return;
          }
          running = true;
          const child = spawn('npx', ['tsx', 'src/node/generate/generate.ts'], {
            stdio: 'inherit',
          });
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
        server.watcher.add(CONTENT_DIR);
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(CONTENT_DIR)) return;
          clearTimeout(timer);
          timer = setTimeout(run, 300);
        });
      },
    },
  };
}
