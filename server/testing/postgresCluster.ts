import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const POSTGRESQL_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
const TEST_DATABASE = 'feedback_test';

/** The newest `/usr/lib/postgresql/<version>/bin` holding the server binaries (Debian's layout). */
export function findPostgresBinDir(root = POSTGRESQL_ROOT): string {
  const versions = existsSync(root) ? readdirSync(root) : [];
  const binDir = versions
    .map((version) => path.join(root, version, 'bin'))
    .filter((dir) => existsSync(path.join(dir, 'initdb')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .pop();
  if (!binDir) {
    throw new Error(
      `PostgreSQL server binaries not found (${root}/*/bin/initdb). The feedback store ` +
        "tests need them: run 'bash scripts/install-postgresql.sh' as root (.ci/run does).",
    );
  }
  return binDir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface PostgresCluster {
  /** A new empty database for the store; resolves to its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server in a temporary directory, on a free port of 127.0.0.1, with its
 * socket in that directory too. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` system user the Debian package creates.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args])
      : run(path.join(binDir, command), args);

  const base = await mkdtemp(path.join(tmpdir(), 'feedback-pg-'));
  const dataDir = path.join(base, 'data');
  const serverLog = path.join(base, 'server.log');
  const removeFiles = () => rm(base, { recursive: true, force: true });
  const stopServer = () => pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);

  const initdbOptions = ['-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'];
  // fsync off: this cluster is deleted after the run and never crashes (the kill tests kill
  // server instances, not PostgreSQL), so durability of its files buys nothing.
  const serverSettings = (port: number) =>
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${base} -c fsync=off -c full_page_writes=off`;
  const startServer = (port: number) =>
    pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      serverLog,
      '-w',
      '-t',
      '60',
      '-o',
      serverSettings(port),
      'start',
    ]);

  let port = 0;
  try {
    if (asRoot) await chown(base, ...(await postgresIds()));
    await pgCommand('initdb', ['-D', dataDir, ...initdbOptions]);
    // Another process may take the free port before PostgreSQL binds it: try another.
    for (let attempt = 1; port === 0; attempt++) {
      const candidate = await freePort();
      try {
        await startServer(candidate);
        port = candidate;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    const log = await readFile(serverLog, 'utf8').catch(() => '');
    await removeFiles();
    throw new Error(
      `Could not start a test PostgreSQL server: ${(error as Error).message}\n${log}`.trim(),
      { cause: error },
    );
  }

  const urlOf = (database: string, query = '') =>
    `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}${query}`;
  let testDatabase: pg.Pool;
  try {
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEST_DATABASE}`).finally(() => admin.end());
    testDatabase = new pg.Pool({ connectionString: urlOf(TEST_DATABASE), max: 2 });
  } catch (error) {
    await stopServer().finally(removeFiles);
    throw error;
  }

  let schemas = 0;
  return {
    async createDatabase() {
      // A fresh schema made the connection's search_path: as empty as a new database for the
      // store's unqualified table names, and created in milliseconds (CREATE DATABASE takes ~1 s).
      const schema = `feedback_test_${++schemas}`;
      await testDatabase.query(`CREATE SCHEMA ${schema}`);
      return urlOf(TEST_DATABASE, `?options=${encodeURIComponent(`-c search_path=${schema}`)}`);
    },
    async stop() {
      await testDatabase.end();
      await stopServer().finally(removeFiles);
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}
