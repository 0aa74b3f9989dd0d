import { afterAll } from 'vitest';
import type { TestDatabase } from './feedbackDatabases';
import { startServerProcess, type ServerProcess } from './runTsx';

const MAIN = 'server/main.ts';

/**
 * Starts the production server (`server/main.ts`, as `npm run serve` does) as child processes
 * storing feedback in a test database, with a rate limit high enough for a load test; any still
 * running after the enclosing file's tests are killed.
 */
export function serverInstances(): {
  start(database: TestDatabase, staticRoot: string, logLevel?: string): Promise<ServerProcess>;
} {
  const running: ServerProcess[] = [];
  afterAll(() => {
    for (const server of running) server.child.kill('SIGKILL');
  });
  return {
    async start(database, staticRoot, logLevel = 'warn') {
      const server = await startServerProcess(MAIN, {
        ...database.env,
        STATIC_ROOT: staticRoot,
        FEEDBACK_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: logLevel,
      });
      running.push(server);
      return server;
    },
  };
}
