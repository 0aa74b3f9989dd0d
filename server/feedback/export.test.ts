import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTsx } from '../testing/runTsx';
import { createTempDir } from '../testing/staticFixture';
import { openSqliteFeedbackStore } from './store';

const EXPORT_SCRIPT = 'server/feedback/export.ts';
let dir: string;
let cleanup: () => Promise<void>;
let dbPath: string;

beforeAll(async () => {
  ({ dir, cleanup } = await createTempDir('feedback-export-'));
  dbPath = path.join(dir, 'feedback.sqlite');
  const store = openSqliteFeedbackStore(dbPath);
  store.insert({
    page: '/material-ui/',
    rating: 'down',
    comment: '<script>alert(1)</script>',
    version: '6.1.9',
    language: 'en',
  });
  store.insert({
    page: '/',
    rating: 'up',
    comment: '=cmd|"/c calc"!A1',
    version: '6.1.9',
    language: 'en',
  });
  store.close();
});

afterAll(async () => cleanup());

describe('npm run feedback:export', () => {
  it('writes CSV to stdout by default, with formulas neutralised', async () => {
    const result = await runTsx(EXPORT_SCRIPT, [], { FEEDBACK_DB_PATH: dbPath });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,page,rating,comment,version,language,user_agent');
    expect(lines[1]).toMatch(
      /^1,[^,]+,\/material-ui\/,down,<script>alert\(1\)<\/script>,6\.1\.9,en,$/,
    );
    expect(lines[2]).toMatch(/^2,[^,]+,\/,up,"'=cmd\|""\/c calc""!A1",6\.1\.9,en,$/);
  });

  it('writes JSON to a file with --out', async () => {
    const out = path.join(dir, 'export.json');
    const result = await runTsx(EXPORT_SCRIPT, ['--format', 'json', '--out', out], {
      FEEDBACK_DB_PATH: dbPath,
    });
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

  it('fails clearly without a database or with bad arguments', async () => {
    const [missing, badArgs] = await Promise.all([
      runTsx(EXPORT_SCRIPT, [], { FEEDBACK_DB_PATH: path.join(dir, 'none.sqlite') }),
      runTsx(EXPORT_SCRIPT, ['--format', 'xml'], { FEEDBACK_DB_PATH: dbPath }),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No feedback database');
    expect(badArgs.code).toBe(2);
    expect(badArgs.stderr).toContain('--format must be csv or json');
  });
});
