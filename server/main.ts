import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { describeFeedbackDatabase } from './feedback/openStore';

/** Grace period for in-flight requests after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  /** Where to open the site, e.g. `http://localhost:3000/`. */
  url: string;
}

/** Whether this machine can bind an IPv6 socket (containers often cannot). */
function canListenOnIpv6(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '::', port: 0 }, () => probe.close(() => resolve(true)));
  });
}

function displayUrl(host: string, port: number): string {
  const shown =
    host === '::' || host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

function handleShutdownSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal; exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    // close() stops accepting, waits for in-flight requests, then runs onClose (closes the DB).
    app.close().then(
      () => {
        clearTimeout(forceExit);
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Builds the app from the environment, listens, prints the URL and handles SIGTERM/SIGINT. */
export async function startServer(
  config: ServerConfig = readServerConfig(process.env),
): Promise<RunningServer> {
  const app = await buildApp({
    root: config.staticRoot,
    database: config.feedbackDatabase,
    logger: { level: config.logLevel },
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
  });
  const host = config.host === '::' && !(await canListenOnIpv6()) ? '0.0.0.0' : config.host;
  try {
    await app.listen({ host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  handleShutdownSignals(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = displayUrl(host, port);
  app.log.info(`feedback stored in ${describeFeedbackDatabase(config.feedbackDatabase)}`);
  console.log(`Docs site listening on ${url}`);
  return { app, url };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url);
}

if (isEntryPoint()) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
