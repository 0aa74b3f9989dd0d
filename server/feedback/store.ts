import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Rating = 'up' | 'down';

export interface NewFeedback {
  page: string;
  rating: Rating;
  comment?: string;
  version: string;
  language: string;
  userAgent?: string;
}

export interface FeedbackRow {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  page: string;
  rating: Rating;
  comment: string | null;
  version: string;
  language: string;
  userAgent: string | null;
}

/**
 * Where feedback is kept. The API depends only on this interface, so a shared database (for
 * example PostgreSQL behind several stateless servers) can replace SQLite without touching routes.
 */
export interface FeedbackStore {
  /** Stores one entry durably and returns its id; it has been committed when this returns. */
  insert(entry: NewFeedback): number;
  /** Every entry, oldest first. */
  all(): FeedbackRow[];
  close(): void;
}

export const USER_AGENT_MAX_LENGTH = 256;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once; append new entries, never edit applied ones. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create_feedback',
    sql: `
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        page TEXT NOT NULL,
        rating TEXT NOT NULL CHECK (rating IN ('up', 'down')),
        comment TEXT,
        version TEXT NOT NULL,
        language TEXT NOT NULL,
        user_agent TEXT
      );
      CREATE INDEX feedback_page ON feedback (page);
    `,
  },
];

function applyMigrations(db: Database.Database, migrations: readonly Migration[]): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

interface FeedbackRecord {
  id: number;
  created_at: string;
  page: string;
  rating: Rating;
  comment: string | null;
  version: string;
  language: string;
  user_agent: string | null;
}

function toRow(record: FeedbackRecord): FeedbackRow {
  return {
    id: record.id,
    createdAt: record.created_at,
    page: record.page,
    rating: record.rating,
    comment: record.comment,
    version: record.version,
    language: record.language,
    userAgent: record.user_agent,
  };
}

export interface SqliteFeedbackStore extends FeedbackStore {
  /** The connection's durability settings, for tests and diagnostics. */
  settings(): { journalMode: string; synchronous: number };
}

export interface SqliteStoreOptions {
  /** Clock for `created_at`; tests pin it. */
  now?: () => Date;
}

/**
 * SQLite store. WAL lets the exporter read while the server writes; `synchronous = FULL` makes
 * each commit durable before `insert` returns, so an acknowledged entry survives a crash.
 */
export function openSqliteFeedbackStore(
  dbPath: string,
  { now = () => new Date() }: SqliteStoreOptions = {},
): SqliteFeedbackStore {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    applyMigrations(db, MIGRATIONS);
  } catch (error) {
    db.close();
    throw error;
  }

  const insertStatement = db.prepare(`
    INSERT INTO feedback (created_at, page, rating, comment, version, language, user_agent)
    VALUES (@createdAt, @page, @rating, @comment, @version, @language, @userAgent)
  `);
  const selectAll = db.prepare<[], FeedbackRecord>('SELECT * FROM feedback ORDER BY id');

  return {
    insert(entry) {
      const result = insertStatement.run({
        createdAt: now().toISOString(),
        page: entry.page,
        rating: entry.rating,
        comment: entry.comment ?? null,
        version: entry.version,
        language: entry.language,
        userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      return Number(result.lastInsertRowid);
    },
    all() {
      return selectAll.all().map(toRow);
    },
    close() {
      if (db.open) db.close();
    },
    settings() {
      return {
        journalMode: String(db.pragma('journal_mode', { simple: true })),
        synchronous: Number(db.pragma('synchronous', { simple: true })),
      };
    },
  };
}
