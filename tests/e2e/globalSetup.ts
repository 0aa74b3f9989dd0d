import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { ROOT, startServer } from './server';

/** Serves the production build (`out/`) once for all browser tests. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, 'out', 'index.html'))) {
    throw new Error('out/ is missing: run "npm run build" before the browser tests.');
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing: run "npm run chromium:install".');
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-'));
  const feedbackDbPath = path.join(tempDir, 'feedback.sqlite');
  const server = await startServer({
    STATIC_ROOT: path.join(ROOT, 'out'),
    FEEDBACK_DB_PATH: feedbackDbPath,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('feedbackDbPath', feedbackDbPath);
  return async () => {
    await server.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    feedbackDbPath: string;
  }
}
