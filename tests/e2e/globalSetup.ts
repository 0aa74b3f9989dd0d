import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(__dirname, '../..');
let server: ChildProcess | undefined;
let tempDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A plain request without keep-alive, so nothing holds the test runner open afterwards. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if ((await statusOf(url)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT, 'out', 'index.html'))) {
    throw new Error('out/ is missing: run "npm run build" before the browser tests.');
  }
  if (!fs.existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: run "npm run chromium:install".');
  }
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-'));
  const port = await freePort();
  server = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_ROOT: path.join(ROOT, 'out'),
        FEEDBACK_DB_PATH: path.join(tempDir, 'feedback.sqlite'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/`, server);
  project.provide('baseUrl', baseUrl);
  project.provide('feedbackDbPath', path.join(tempDir, 'feedback.sqlite'));
  return teardown;
}

async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server!.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    feedbackDbPath: string;
  }
}
