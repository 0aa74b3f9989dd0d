import { describe, expect, it } from 'vitest';
import { csvCell, parseExportArgs, toCsv, toJson } from './exportFormat';
import type { FeedbackRow } from './store';

const row: FeedbackRow = {
  id: 7,
  createdAt: '2024-05-01T10:00:00.000Z',
  page: '/material-ui/',
  rating: 'down',
  comment: 'Needs "more", examples\r\nplease',
  version: '6.1.9',
  language: 'en',
  userAgent: null,
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=x', "'\t=x"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as is and null as empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(toCsv([row])).toBe(
      'id,created_at,page,rating,comment,version,language,user_agent\r\n' +
        '7,2024-05-01T10:00:00.000Z,/material-ui/,down,"Needs ""more"", examples\r\nplease",6.1.9,en,\r\n',
    );
  });
});

describe('toJson', () => {
  it('round-trips while escaping markup characters', () => {
    const rows = [{ ...row, comment: '</script><b>&\u2028' }];
    const json = toJson(rows);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(rows);
  });
});

describe('parseExportArgs', () => {
  it('defaults to CSV on stdout', () => {
    expect(parseExportArgs([])).toEqual({ format: 'csv' });
  });

  it('reads --format and --out in both spellings', () => {
    expect(parseExportArgs(['--format', 'json', '--out', 'f.json'])).toEqual({
      format: 'json',
      out: 'f.json',
    });
    expect(parseExportArgs(['--format=csv', '--out=a=b.csv'])).toEqual({
      format: 'csv',
      out: 'a=b.csv',
    });
  });

  it('refuses anything else', () => {
    expect(() => parseExportArgs(['--format', 'xml'])).toThrow(/csv or json/);
    expect(() => parseExportArgs(['--out'])).toThrow(/file name/);
    expect(() => parseExportArgs(['--verbose'])).toThrow(/Unknown argument/);
  });
});
