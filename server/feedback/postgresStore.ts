import pg from 'pg';
import { pendingMigrations, POSTGRES_MIGRATIONS, type Migration } from './migrations';
import {
  feedbackValues,
  type FeedbackRow,
  type FeedbackStore,
  type Rating,
  type StoreOptions,
} from './store';

/** Any fixed number: instances starting together on a new database take turns migrating it. */
const MIGRATION_LOCK_KEY = 4_281_911;

export interface PostgresStoreOptions extends StoreOptions {
  /** Connections per process (default 10); every instance has its own pool. */
  poolSize?: number;
  /** A pooled connection failed while idle (the pool replaces it); default: written to stderr. */
  onConnectionError?: (error: Error) => void;
}

async function applyMigrations(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    // One transaction: PostgreSQL's DDL is transactional, so a failed step leaves no trace.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL
      )
    `);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of pendingMigrations(migrations, applied)) {
      await client.query(migration.sql);
      await client.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, new Date()],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface FeedbackRecord {
  /** `BIGINT` arrives as a string. */
  id: string;
  created_at: Date;
  page: string;
  rating: Rating;
  comment: string | null;
  version: string;
  language: string;
  user_agent: string | null;
}

function toRow(record: FeedbackRecord): FeedbackRow {
  return {
    id: Number(record.id),
    createdAt: record.created_at.toISOString(),
    page: record.page,
    rating: record.rating,
    comment: record.comment,
    version: record.version,
    language: record.language,
    userAgent: record.user_agent,
  };
}

/**
 * PostgreSQL store shared by any number of server instances. Each insert is its own committed
 * transaction (PostgreSQL's default `synchronous_commit = on`), so it is durable before `insert`
 * resolves; ids come from an identity column, unique across instances.
 */
export async function openPostgresFeedbackStore(
  url: string,
  {
    now = () => new Date(),
    poolSize = 10,
    onConnectionError = (error) => console.error(`feedback database: ${error.message}`),
  }: PostgresStoreOptions = {},
): Promise<FeedbackStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A request waits at most this long for a connection, then fails with a 500.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener, an idle connection's error (database restarted) would crash the process.
  pool.on('error', onConnectionError);
  try {
    await applyMigrations(pool, POSTGRES_MIGRATIONS);
  } catch (error) {
    await pool.end();
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    async insert(entry) {
      const values = feedbackValues(entry, now());
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO feedback (created_at, page, rating, comment, version, language, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          values.createdAt,
          values.page,
          values.rating,
          values.comment,
          values.version,
          values.language,
          values.userAgent,
        ],
      );
      return Number(rows[0]?.id);
    },
    async all() {
      const { rows } = await pool.query<FeedbackRecord>(`
        SELECT id, created_at, page, rating, comment, version, language, user_agent
        FROM feedback ORDER BY id
      `);
      return rows.map(toRow);
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}
