export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Each store's schema history, applied in order and each once: append new entries, never edit
 * applied ones. The two lists move together: a version creates the same table in both dialects.
 */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
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

export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'create_feedback',
    sql: `
      CREATE TABLE feedback (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
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

/** The migrations not yet applied, oldest first. */
export function pendingMigrations(
  migrations: readonly Migration[],
  applied: ReadonlySet<number>,
): Migration[] {
  return migrations
    .filter((migration) => !applied.has(migration.version))
    .sort((a, b) => a.version - b.version);
}
