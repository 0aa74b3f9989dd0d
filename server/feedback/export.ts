import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { DEFAULT_DB_PATH } from '../config';
import { formatRows, parseExportArgs } from './exportFormat';
import { openSqliteFeedbackStore } from './store';

const USAGE = 'Usage: npm run feedback:export [-- --format csv|json] [--out file]';

/** `npm run feedback:export`: every feedback row from FEEDBACK_DB_PATH as CSV or JSON. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseExportArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const dbPath = process.env.FEEDBACK_DB_PATH || DEFAULT_DB_PATH;
  if (!existsSync(dbPath)) {
    console.error(`No feedback database at ${dbPath} (set FEEDBACK_DB_PATH).`);
    return 1;
  }
  const store = openSqliteFeedbackStore(dbPath);
  let rows;
  try {
    rows = store.all();
  } finally {
    store.close();
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
