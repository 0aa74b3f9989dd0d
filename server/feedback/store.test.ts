import { describe, expect, it } from 'vitest';
import { STORE_KINDS, testDatabases } from '../testing/feedbackDatabases';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations';
import type { NewFeedback } from './store';

const entry: NewFeedback = {
  page: '/material-ui/',
  rating: 'up',
  comment: `<img src=x onerror=alert(1)> '); DROP TABLE feedback; -- é 漢字 😀`,
  version: '6.1.9',
  language: 'en',
  userAgent: 'Test',
};

const MIGRATIONS = { sqlite: SQLITE_MIGRATIONS, postgres: POSTGRES_MIGRATIONS };

describe.each(STORE_KINDS)('the $name feedback store', (kind) => {
  const databases = testDatabases(kind);

  it('inserts rows with increasing ids and reads them back verbatim', async () => {
    const store = await (
      await databases.create()
    ).open({ now: () => new Date('2024-05-01T10:00:00.123Z') });
    const first = await store.insert(entry);
    const second = await store.insert({
      ...entry,
      rating: 'down',
      comment: undefined,
      userAgent: undefined,
    });
    expect(second).toBeGreaterThan(first);
    expect(await store.all()).toEqual([
      {
        id: first,
        createdAt: '2024-05-01T10:00:00.123Z',
        page: '/material-ui/',
        rating: 'up',
        comment: entry.comment,
        version: '6.1.9',
        language: 'en',
        userAgent: 'Test',
      },
      {
        id: second,
        createdAt: '2024-05-01T10:00:00.123Z',
        page: '/material-ui/',
        rating: 'down',
        comment: null,
        version: '6.1.9',
        language: 'en',
        userAgent: null,
      },
    ]);
    await store.close();
  });

  it('gives concurrent inserts distinct ids and returns them in id order', async () => {
    const store = await (await databases.create()).open();
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, index) => store.insert({ ...entry, comment: `c${index}` })),
    );
    expect(new Set(ids).size).toBe(40);
    const rows = await store.all();
    expect(rows.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    for (const row of rows) expect(row.comment).toBe(`c${ids.indexOf(row.id)}`);
    await store.close();
  });

  it('keeps rows and applies no migration twice when reopened', async () => {
    const database = await databases.create();
    const store = await database.open();
    const id = await store.insert(entry);
    await store.close();
    const reopened = await database.open();
    expect((await reopened.all()).map((row) => row.id)).toEqual([id]);
    expect(await reopened.insert(entry)).toBeGreaterThan(id);
    await reopened.close();
    const versions = MIGRATIONS[kind.kind].map((migration) => migration.version);
    expect(await database.appliedMigrations()).toEqual(versions);
  });

  it('creates the schema once when several instances open a new database at the same time', async () => {
    const database = await databases.create();
    const stores = await Promise.all([database.open(), database.open(), database.open()]);
    await Promise.all(stores.map((store) => store.insert(entry)));
    expect(await stores[0]?.all()).toHaveLength(3);
    await Promise.all(stores.map((store) => store.close()));
    expect(await database.appliedMigrations()).toHaveLength(MIGRATIONS[kind.kind].length);
  });

  it('truncates the user agent', async () => {
    const store = await (await databases.create()).open();
    await store.insert({ ...entry, userAgent: 'u'.repeat(5000) });
    expect((await store.all())[0]?.userAgent).toHaveLength(256);
    await store.close();
  });

  it('rejects a rating the schema does not know, even past the API', async () => {
    const store = await (await databases.create()).open();
    await expect(store.insert({ ...entry, rating: 'meh' as 'up' })).rejects.toThrow(
      /check constraint/i,
    );
    expect(await store.all()).toEqual([]);
    await store.close();
  });

  it('rejects inserts once closed, and can be closed twice', async () => {
    const store = await (await databases.create()).open();
    await store.close();
    await expect(store.insert(entry)).rejects.toThrow();
    await expect(store.close()).resolves.toBeUndefined();
  });
});
