/**
 * The production server (`server/main.ts`) for the benchmark, started like the browser tests'
 * (tests/e2e/server.ts) but kept alive: if the process dies mid-run (another job on the machine
 * killing it, say), the exit is logged and `ensureRunning` starts it again on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, ROOT } from '../tests/e2e/server';

export interface BenchServer {
  baseUrl: string;
  /** Restarts the server if it has exited; resolves once it answers. */
  ensureRunning: () => Promise<void>;
  /** How many times it had to be restarted. */
  restarts: () => number;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startBenchServer(
  name: string,
  env: Record<string, string>,
): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  async function start(): Promise<void> {
    const current = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = current;
    current.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`bench: ${name} server exited (code ${code}, signal ${signal})`);
      }
    });
    const deadline = Date.now() + 30_000;
    while (!(await answers(`${baseUrl}/`))) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`${name} server exited while starting`);
      }
      if (Date.now() > deadline) throw new Error(`${name} server did not answer at ${baseUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  await start();
  return {
    baseUrl,
    restarts: () => restarts,
    ensureRunning: async () => {
      const alive = child && child.exitCode === null && child.signalCode === null;
      if (alive && (await answers(`${baseUrl}/`))) return;
      if (alive) child?.kill('SIGKILL');
      restarts += 1;
      console.error(`bench: restarting the ${name} server`);
      await start();
    },
    stop: async () => {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
