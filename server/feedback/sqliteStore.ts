import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pendingMigrations, SQLITE_MIGRATIONS, type Migration } from './migrations';
import { feedbackValues, type FeedbackRow, type FeedbackStore, type StoreOptions } from './store';

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
  for (const migration of pendingMigrations(migrations, applied)) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

export interface SqliteFeedbackStore extends FeedbackStore {
  /** The connection's durability settings, for tests and diagnostics. */
  settings(): { journalMode: string; synchronous: number };
}

/**
 * SQLite store. WAL lets the exporter read while the server writes; `synchronous = FULL` makes
 * each commit durable before `insert` resolves, so an acknowledged entry survives a crash.
 */
export function openSqliteFeedbackStore(
  dbPath: string,
  { now = () => new Date() }: StoreOptions = {},
): SqliteFeedbackStore {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    applyMigrations(db, SQLITE_MIGRATIONS);
  } catch (error) {
    db.close();
    throw error;
  }

  const insertStatement = db.prepare(`
    INSERT INTO feedback (created_at, page, rating, comment, version, language, user_agent)
    VALUES (@createdAt, @page, @rating, @comment, @version, @language, @userAgent)
  `);
  const selectAll = db.prepare<[], FeedbackRow>(`
    SELECT id, created_at AS createdAt, page, rating, comment, version, language,
      user_agent AS userAgent
    FROM feedback ORDER BY id
  `);

  return {
    async insert(entry) {
      const values = feedbackValues(entry, now());
      const result = insertStatement.run({
        ...values,
        createdAt: values.createdAt.toISOString(),
      });
      return Number(result.lastInsertRowid);
    },
    async all() {
      return selectAll.all();
    },
    async close() {
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
