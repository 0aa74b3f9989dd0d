import type { FeedbackDatabase } from '../config';
import { openPostgresFeedbackStore, type PostgresStoreOptions } from './postgresStore';
import { openSqliteFeedbackStore } from './sqliteStore';
import type { FeedbackStore } from './store';

/** Opens the configured store, creating or migrating its schema first. */
export async function openFeedbackStore(
  database: FeedbackDatabase,
  options: PostgresStoreOptions = {},
): Promise<FeedbackStore> {
  try {
    return database.kind === 'postgres'
      ? await openPostgresFeedbackStore(database.url, options)
      : openSqliteFeedbackStore(database.path, options);
  } catch (error) {
    throw new Error(
      `Could not open the feedback store (${describeFeedbackDatabase(database)}): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** For messages and logs: the database without its password. */
export function describeFeedbackDatabase(database: FeedbackDatabase): string {
  if (database.kind === 'sqlite') return `SQLite file ${database.path}`;
  const url = new URL(database.url);
  url.password = '';
  return `PostgreSQL at ${url.href}`;
}
