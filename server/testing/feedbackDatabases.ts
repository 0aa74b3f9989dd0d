import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FeedbackDatabase } from '../config';
import { openFeedbackStore } from '../feedback/openStore';
import type { FeedbackRow, FeedbackStore, StoreOptions } from '../feedback/store';
import { startPostgresCluster } from './postgresCluster';
import { createTempDir } from './staticFixture';

export interface StoreKind {
  kind: FeedbackDatabase['kind'];
  name: string;
}

export const SQLITE: StoreKind = { kind: 'sqlite', name: 'SQLite' };
export const POSTGRES: StoreKind = { kind: 'postgres', name: 'PostgreSQL' };
/** Every store implementation, for `describe.each(STORE_KINDS)`. */
export const STORE_KINDS: readonly StoreKind[] = [SQLITE, POSTGRES];

export interface TestDatabase {
  database: FeedbackDatabase;
  /** Points a server process or the exporter at this database (and only this one). */
  env: Record<string, string>;
  open(options?: StoreOptions): Promise<FeedbackStore>;
  /** Every stored row through a new connection; for SQLite, after checking the file's integrity. */
  rows(): Promise<FeedbackRow[]>;
  /** Versions recorded in `schema_migrations`. */
  appliedMigrations(): Promise<number[]>;
}

interface DatabaseHost {
  create(): Promise<FeedbackDatabase>;
  dispose(): Promise<void>;
}

async function sqliteHost(): Promise<DatabaseHost> {
  const { dir, cleanup } = await createTempDir('feedback-db-');
  let count = 0;
  return {
    create: async () => ({ kind: 'sqlite', path: path.join(dir, `feedback-${++count}.sqlite`) }),
    dispose: cleanup,
  };
}

async function postgresHost(): Promise<DatabaseHost> {
  const cluster = await startPostgresCluster();
  return {
    create: async () => ({ kind: 'postgres', url: await cluster.createDatabase() }),
    dispose: () => cluster.stop(),
  };
}

async function selectVersions(database: FeedbackDatabase): Promise<number[]> {
  const sql = 'SELECT version FROM schema_migrations ORDER BY version';
  if (database.kind === 'sqlite') {
    const db = new Database(database.path, { readonly: true });
    try {
      return db.prepare<[], number>(sql).pluck().all();
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ version: number }>(sql)).rows.map((row) => row.version);
  } finally {
    await client.end();
  }
}

function assertSqliteIntact(file: string): void {
  const db = new Database(file, { readonly: true });
  try {
    const result: unknown = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

function testDatabase(database: FeedbackDatabase): TestDatabase {
  const open = (options?: StoreOptions) => openFeedbackStore(database, options);
  return {
    database,
    // A blank DATABASE_URL counts as unset, so one in the caller's environment cannot leak in.
    env:
      database.kind === 'sqlite'
        ? { FEEDBACK_DB_PATH: database.path, DATABASE_URL: '' }
        : { DATABASE_URL: database.url },
    open,
    async rows() {
      if (database.kind === 'sqlite') assertSqliteIntact(database.path);
      const store = await open();
      try {
        return await store.all();
      } finally {
        await store.close();
      }
    },
    appliedMigrations: () => selectVersions(database),
  };
}

/**
 * Gives the enclosing `describe` fresh databases of one kind: a temporary folder of SQLite files,
 * or a throwaway PostgreSQL server started before its tests and removed after them.
 */
export function testDatabases({ kind }: StoreKind): { create(): Promise<TestDatabase> } {
  let host: DatabaseHost | undefined;
  beforeAll(async () => {
    host = kind === 'sqlite' ? await sqliteHost() : await postgresHost();
  }, 60_000);
  afterAll(async () => host?.dispose(), 30_000);
  return {
    async create() {
      if (!host) throw new Error('testDatabases: no database host (did its beforeAll fail?)');
      return testDatabase(await host.create());
    },
  };
}
