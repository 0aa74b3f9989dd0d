import type { FeedbackRow } from './store';

export type ExportFormat = 'csv' | 'json';

const CSV_COLUMNS: ReadonlyArray<readonly [string, (row: FeedbackRow) => string | number | null]> =
  [
    ['id', (row) => row.id],
    ['created_at', (row) => row.createdAt],
    ['page', (row) => row.page],
    ['rating', (row) => row.rating],
    ['comment', (row) => row.comment],
    ['version', (row) => row.version],
    ['language', (row) => row.language],
    ['user_agent', (row) => row.userAgent],
  ];

/**
 * Spreadsheets run a cell starting with one of these as a formula (CSV injection), so such text
 * gets a leading apostrophe, which they treat as "this is text" and hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, a header row, fields quoted when they hold `"`, `,` or newlines. */
export function toCsv(rows: readonly FeedbackRow[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Pretty JSON with `<`, `>`, `&` and the JS line separators escaped: the same data when parsed,
 * but inert even if someone pastes it into an HTML page or a script.
 */
export function toJson(rows: readonly FeedbackRow[]): string {
  const escapes: Record<string, string> = {
    '<': '\\u003c',
    '>': '\\u003e',
    '&': '\\u0026',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  };
  return `${JSON.stringify(rows, null, 2).replace(/[<>&\u2028\u2029]/g, (char) => escapes[char] ?? char)}\n`;
}

export function formatRows(rows: readonly FeedbackRow[], format: ExportFormat): string {
  return format === 'csv' ? toCsv(rows) : toJson(rows);
}

export interface ExportArgs {
  format: ExportFormat;
  out?: string;
}

/** Parses `[--format csv|json] [--out file]` (also `--format=json`); throws on anything else. */
export function parseExportArgs(argv: readonly string[]): ExportArgs {
  const args: ExportArgs = { format: 'csv' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = inline ?? argv[++i];
    if (flag === '--format') {
      if (value !== 'csv' && value !== 'json') {
        throw new Error('--format must be csv or json');
      }
      args.format = value;
    } else if (flag === '--out') {
      if (!value) throw new Error('--out needs a file name');
      args.out = value;
    } else {
      throw new Error(`Unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return args;
}
