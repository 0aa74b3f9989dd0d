/**
 * Our production server (server/main.ts) as the browser tests, the benchmark and the screenshot
 * script run it: on 127.0.0.1, on a static root, with a feedback database of its own in a
 * temporary folder that goes away when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A plain request without keep-alive, so nothing holds the process open afterwards; 0 if none. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

export interface ServerOptions {
  /** The folder served, e.g. `out` (relative to the repository root) or an absolute path. */
  staticRoot: string;
  /** A free one when left out. */
  port?: number;
  /** More environment for the server (its PUBLIC_* settings, say). */
  env?: Record<string, string>;
  /** Where the server's own output goes: the test runner's (default) or nowhere. */
  stdout?: 'inherit' | 'ignore';
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The SQLite file the feedback endpoint writes to. */
  feedbackDbPath: string;
  /** Whether the process is still up and answers `/` with 200. */
  answers: () => Promise<boolean>;
  /** Called if the process exits before `stop` was asked for. */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
  /** Stops the process (SIGTERM, SIGKILL after 5 s) and removes its temporary folder. */
  stop: () => Promise<void>;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts the production server and resolves once it answers `/` with 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-server-'));
  const feedbackDbPath = path.join(tempDir, 'feedback.sqlite');
  // One process (no tsx wrapper), so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      FEEDBACK_DB_PATH: feedbackDbPath,
      ...options.env,
      STATIC_ROOT: path.resolve(ROOT, options.staticRoot),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  let stopping = false;
  const removeTempDir = () => fs.rmSync(tempDir, { recursive: true, force: true });
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 30_000;
  while ((await statusOf(`${baseUrl}/`)) !== 200) {
    if (!running() || Date.now() > deadline) {
      await stopProcess(child);
      removeTempDir();
      throw new Error(
        running() ? `server did not answer at ${baseUrl}` : `server exited while starting`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    port,
    feedbackDbPath,
    answers: async () => running() && (await statusOf(`${baseUrl}/`)) === 200,
    onUnexpectedExit: (listener) => {
      child.once('exit', (code, signal) => {
        if (!stopping) listener(`code ${code}, signal ${signal}`);
      });
    },
    stop: async () => {
      stopping = true;
      await stopProcess(child);
      removeTempDir();
    },
  };
}
