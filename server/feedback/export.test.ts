import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, testDatabases, type TestDatabase } from '../testing/feedbackDatabases';
import { runTsx } from '../testing/runTsx';
import { createTempDir } from '../testing/staticFixture';

const EXPORT_SCRIPT = 'server/feedback/export.ts';
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ dir, cleanup } = await createTempDir('feedback-export-'));
});

afterAll(async () => cleanup());

describe.each(STORE_KINDS)('npm run feedback:export ($name store)', (kind) => {
  const databases = testDatabases(kind);
  let database: TestDatabase;

  beforeAll(async () => {
    database = await databases.create();
    const store = await database.open();
    await store.insert({
      page: '/material-ui/',
      rating: 'down',
      comment: '<script>alert(1)</script>',
      version: '6.1.9',
      language: 'en',
    });
    await store.insert({
      page: '/',
      rating: 'up',
      comment: '=cmd|"/c calc"!A1',
      version: '6.1.9',
      language: 'en',
    });
    await store.close();
  });

  it('writes CSV to stdout by default, with formulas neutralised', async () => {
    const result = await runTsx(EXPORT_SCRIPT, [], database.env);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,page,rating,comment,version,language,user_agent');
    expect(lines[1]).toMatch(
      /^1,[^,]+,\/material-ui\/,down,<script>alert\(1\)<\/script>,6\.1\.9,en,$/,
    );
    expect(lines[2]).toMatch(/^2,[^,]+,\/,up,"'=cmd\|""\/c calc""!A1",6\.1\.9,en,$/);
  });

  it('writes JSON to a file with --out', async () => {
    const out = path.join(dir, `export-${kind.kind}.json`);
    const result = await runTsx(EXPORT_SCRIPT, ['--format', 'json', '--out', out], database.env);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Wrote 2 feedback rows');
    const text = await readFile(out, 'utf8');
    expect(text).not.toContain('<script>');
    const rows = JSON.parse(text) as Array<{ comment: string }>;
    expect(rows.map((row) => row.comment)).toEqual([
      '<script>alert(1)</script>',
      '=cmd|"/c calc"!A1',
    ]);
  });
});

describe('npm run feedback:export, failing', () => {
  it('fails clearly without a database, with bad arguments or with a malformed DATABASE_URL', async () => {
    const noUrl = { DATABASE_URL: '' };
    const [missing, badArgs, badUrl, unreachable] = await Promise.all([
      runTsx(EXPORT_SCRIPT, [], { ...noUrl, FEEDBACK_DB_PATH: path.join(dir, 'none.sqlite') }),
      runTsx(EXPORT_SCRIPT, ['--format', 'xml'], noUrl),
      runTsx(EXPORT_SCRIPT, [], { DATABASE_URL: 'mysql://u:s3cret@db/docs' }),
      // Port 1 on loopback: nothing listens, the connection is refused at once.
      runTsx(EXPORT_SCRIPT, [], { DATABASE_URL: 'postgres://u:s3cret@127.0.0.1:1/docs' }),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No feedback database');
    expect(badArgs.code).toBe(2);
    expect(badArgs.stderr).toContain('--format must be csv or json');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('DATABASE_URL must start with postgres://');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(
      'Could not open the feedback store (PostgreSQL at postgres://u@127.0.0.1:1/docs)',
    );
    for (const result of [badUrl, unreachable]) expect(result.stderr).not.toContain('s3cret');
  });
});
