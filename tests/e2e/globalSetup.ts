import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, OUT_DIR, startServer } from '../support';

/** Serves the production build (`out/`) once for all browser tests. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
    throw new Error('out/ is missing: run "npm run build" before the browser tests.');
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: run "npm run chromium:install".');
  }
  const server = await startServer({ staticRoot: OUT_DIR });
  project.provide('baseUrl', server.baseUrl);
  project.provide('feedbackDbPath', server.feedbackDbPath);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    feedbackDbPath: string;
  }
}
