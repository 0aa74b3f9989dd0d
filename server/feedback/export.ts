import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { readFeedbackDatabase, type FeedbackDatabase } from '../config';
import { formatRows, parseExportArgs } from './exportFormat';
import { openFeedbackStore } from './openStore';
import type { FeedbackRow } from './store';

const USAGE = 'Usage: npm run feedback:export [-- --format csv|json] [--out file]';

async function readRows(database: FeedbackDatabase): Promise<FeedbackRow[]> {
  const store = await openFeedbackStore(database);
  try {
    return await store.all();
  } finally {
    await store.close();
  }
}

/**
 * `npm run feedback:export`: every feedback row as CSV or JSON, from PostgreSQL when DATABASE_URL
 * is set, otherwise from the SQLite file FEEDBACK_DB_PATH.
 */
async function main(): Promise<number> {
  let args;
  let database;
  try {
    args = parseExportArgs(process.argv.slice(2));
    database = readFeedbackDatabase(process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (database.kind === 'sqlite' && !existsSync(database.path)) {
    console.error(
      `No feedback database at ${database.path} (set FEEDBACK_DB_PATH or DATABASE_URL).`,
    );
    return 1;
  }
  let rows;
  try {
    rows = await readRows(database);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const output = formatRows(rows, args.format);
  if (args.out) {
    await writeFile(args.out, output, { mode: 0o600 });
    console.error(`Wrote ${rows.length} feedback rows to ${args.out}.`);
  } else {
    process.stdout.write(output);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
