import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE } from './buildStamp';
import { runTsx, startServerProcess } from './testing/runTsx';
import { createTempDir } from './testing/staticFixture';

const START = 'server/start.ts';
let project: string;
let cleanup: () => Promise<void>;

/** A stand-in project whose `npm run build` writes a one-page export and logs each run. */
async function createProject(buildSucceeds: boolean): Promise<void> {
  const buildScript = buildSucceeds
    ? `const fs = require('fs');
       fs.appendFileSync('builds.log', 'build\\n');
       fs.mkdirSync('out', { recursive: true });
       fs.writeFileSync('out/index.html', '<h1>Built page</h1>');`
    : `console.error('compile error'); process.exit(3);`;
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'fake-docs', private: true, scripts: { build: 'node build.js' } }),
  );
  await writeFile(path.join(project, 'build.js'), buildScript);
  await mkdir(path.join(project, 'src'), { recursive: true });
  await writeFile(path.join(project, 'src', 'page.tsx'), 'export {};');
}

async function buildCount(): Promise<number> {
  const log = await readFile(path.join(project, 'builds.log'), 'utf8').catch(() => '');
  return log.split('\n').filter(Boolean).length;
}

beforeEach(async () => {
  ({ dir: project, cleanup } = await createTempDir('start-'));
});
afterEach(async () => cleanup());

const env = () => ({ FEEDBACK_DB_PATH: path.join(project, 'data', 'feedback.sqlite') });

describe('npm start (server/start.ts)', { timeout: 30_000 }, () => {
  it('builds when out/ is missing or stale, then serves; skips the build when fresh', async () => {
    await createProject(true);

    const first = await startServerProcess(START, env(), { cwd: project });
    const page = await fetch(`${first.origin}/`);
    expect(await page.text()).toBe('<h1>Built page</h1>');
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(first.output()).toContain('Building the site first');
    expect(await buildCount()).toBe(1);
    expect((await stat(path.join(project, 'out', BUILD_STAMP_FILE))).isFile()).toBe(true);

    const second = await startServerProcess(START, env(), { cwd: project });
    second.child.kill('SIGTERM');
    await second.exited;
    expect(await buildCount()).toBe(1);

    await appendFile(path.join(project, 'src', 'page.tsx'), '\n// edited');
    const third = await startServerProcess(START, env(), { cwd: project });
    third.child.kill('SIGTERM');
    await third.exited;
    expect(third.output()).toContain('src/page.tsx changed since the last build');
    expect(await buildCount()).toBe(2);
  });

  it('exits non-zero without serving when the build fails', async () => {
    await createProject(false);
    const result = await runTsx(START, [], env(), project);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('npm run build failed (exit code 3)');
    expect(result.stdout).not.toContain('listening');
  });
});
