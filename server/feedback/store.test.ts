import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../testing/staticFixture';
import { MIGRATIONS, openSqliteFeedbackStore, type NewFeedback } from './store';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await createTempDir('feedback-store-'));
});
afterEach(async () => cleanup());

const entry: NewFeedback = {
  page: '/material-ui/',
  rating: 'up',
  comment: '<img src=x onerror=alert(1)>',
  version: '6.1.9',
  language: 'en',
  userAgent: 'Test',
};

describe('openSqliteFeedbackStore', () => {
  it('creates its directory, schema and migration record', () => {
    const dbPath = path.join(dir, 'nested', 'feedback.sqlite');
    openSqliteFeedbackStore(dbPath).close();
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const migrations = db
      .prepare('SELECT version, name FROM schema_migrations ORDER BY version')
      .all();
    expect(migrations).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
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

  it('uses WAL and synchronous = FULL so an acknowledged commit is durable', () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'));
    expect(store.settings()).toEqual({ journalMode: 'wal', synchronous: 2 });
    store.close();
  });

  it('inserts rows with increasing ids and reads them back verbatim', () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'), {
      now: () => new Date('2024-05-01T10:00:00Z'),
    });
    const first = store.insert(entry);
    const second = store.insert({
      ...entry,
      rating: 'down',
      comment: undefined,
      userAgent: undefined,
    });
    expect(second).toBeGreaterThan(first);
    expect(store.all()).toEqual([
      {
        id: first,
        createdAt: '2024-05-01T10:00:00.000Z',
        page: '/material-ui/',
        rating: 'up',
        comment: '<img src=x onerror=alert(1)>',
        version: '6.1.9',
        language: 'en',
        userAgent: 'Test',
      },
      {
        id: second,
        createdAt: '2024-05-01T10:00:00.000Z',
        page: '/material-ui/',
        rating: 'down',
        comment: null,
        version: '6.1.9',
        language: 'en',
        userAgent: null,
      },
    ]);
    store.close();
  });

  it('keeps rows and applies no migration twice when reopened', () => {
    const dbPath = path.join(dir, 'f.sqlite');
    const store = openSqliteFeedbackStore(dbPath);
    const id = store.insert(entry);
    store.close();
    const reopened = openSqliteFeedbackStore(dbPath);
    expect(reopened.all().map((row) => row.id)).toEqual([id]);
    reopened.close();
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(
      MIGRATIONS.length,
    );
    db.close();
  });

  it('truncates the user agent', () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'));
    store.insert({ ...entry, userAgent: 'u'.repeat(5000) });
    expect(store.all()[0]?.userAgent).toHaveLength(256);
    store.close();
  });

  it('rejects a rating the schema does not know, even past the API', () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'));
    expect(() => store.insert({ ...entry, rating: 'meh' as 'up' })).toThrow(/CHECK constraint/);
    store.close();
  });

  it('can be closed twice', () => {
    const store = openSqliteFeedbackStore(path.join(dir, 'f.sqlite'));
    store.close();
    expect(() => store.close()).not.toThrow();
  });
});
