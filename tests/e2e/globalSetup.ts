import fs from 'node:fs';
import os from 'node:os';
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
  // The colour signatures the walks have checked (tests/e2e/colourChecks.ts), empty for each run.
  const checksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colour-checks-'));
  const colourChecksFile = path.join(checksDir, 'checked.json');
  fs.writeFileSync(colourChecksFile, '');
  project.provide('colourChecksFile', colourChecksFile);
  return async () => {
    await server.stop();
    fs.rmSync(checksDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    feedbackDbPath: string;
    colourChecksFile: string;
  }
}
