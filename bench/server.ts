/**
 * The production server for the benchmark (tests/support's, as the browser tests run it) kept
 * alive: if the process dies mid-run (another job on the machine killing it, say), the exit is
 * logged and `ensureRunning` starts it again on the same port.
 */
import { startServer, type RunningServer } from '../tests/support/server';

export interface BenchServer {
  baseUrl: string;
  /** Restarts the server if it has exited or stopped answering; resolves once it answers. */
  ensureRunning: () => Promise<void>;
  /** How many times it had to be restarted. */
  restarts: () => number;
  stop: () => Promise<void>;
}

export async function startBenchServer(name: string, staticRoot: string): Promise<BenchServer> {
  const start = async (port?: number): Promise<RunningServer> => {
    const started = await startServer({ staticRoot, port, stdout: 'ignore' });
    started.onUnexpectedExit((reason) => console.error(`bench: ${name} server exited (${reason})`));
    return started;
  };
  let server = await start();
  let restarts = 0;
  return {
    baseUrl: server.baseUrl,
    restarts: () => restarts,
    ensureRunning: async () => {
      if (await server.answers()) return;
      await server.stop();
      restarts += 1;
      console.error(`bench: restarting the ${name} server`);
      server = await start(server.port);
    },
    stop: () => server.stop(),
  };
}
