import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../testing/staticFixture';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteFeedbackStore } from './sqliteStore';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await createTempDir('feedback-store-'));
});
afterEach(async () => cleanup());

describe('openSqliteFeedbackStore', () => {
  it('creates its directory, schema and migration record', async () => {
    const dbPath = path.join(dir, 'nested', 'feedback.sqlite');
    await openSqliteFeedbackStore(dbPath).close();
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const migrations = db
      .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
      .all();
    expect(migrations).toEqual(SQLITE_MIGRATIONS.map(({ version, name }) => ({ version, name })));
    const columns = db.prepare("SELECT name FROM pragma_table_info('feedback')").pluck().all();
    expect(columns).toEqual([
      'id',
      'created_at',
      'page',
      'rating',
      'comment',
      'version',
      'language',
      'user_agent',
    ]);
    db.close();
  });

  it('uses WAL and synchronous = FULL so an acknowledged commit is durable', async () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'));
    expect(store.settings()).toEqual({ journalMode: 'wal', synchronous: 2 });
    await store.close();
  });
});
