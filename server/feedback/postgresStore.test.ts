import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { POSTGRES, testDatabases } from '../testing/feedbackDatabases';
import { openPostgresFeedbackStore } from './postgresStore';

const entry = { page: '/', rating: 'up', version: '6.1.9', language: 'en' } as const;

describe('openPostgresFeedbackStore', () => {
  const databases = testDatabases(POSTGRES);

  it('survives the database dropping its idle connections, and reports it', async () => {
    const { database } = await databases.create();
    if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    const url = `${database.url}&application_name=store-under-test`;
    const onConnectionError = vi.fn();
    const store = await openPostgresFeedbackStore(url, { onConnectionError });
    await store.insert(entry);

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'store-under-test'`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    // Without the pool's error listener this would have crashed the process by now.
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalled());
    await store.insert(entry);
    expect(await store.all()).toHaveLength(2);
    await store.close();
  });

  it('fails to open, naming the cause, when the server cannot be reached', async () => {
    await expect(openPostgresFeedbackStore('postgres://u@127.0.0.1:1/docs')).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
