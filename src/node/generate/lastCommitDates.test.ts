import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastCommitDate, parseNameOnlyLog } from './lastCommitDates';

describe('parseNameOnlyLog', () => {
  it('keeps the newest date of each file', () => {
    const log =
      '\0' +
      '2026-11-24T10:00:00+00:00\n\ncontent/a.md\ncontent/b.md\n' +
      '\0' +
      '2026-11-20T09:00:00+00:00\n\ncontent/a.md\ncontent/c.md\n';
    expect(parseNameOnlyLog(log)).toEqual(
      new Map([
        ['content/a.md', '2026-11-24T10:00:00+00:00'],
        ['content/b.md', '2026-11-24T10:00:00+00:00'],
        ['content/c.md', '2026-11-20T09:00:00+00:00'],
      ]),
    );
  });
});

describe('lastCommitDate', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'last-commit-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const git = (args: string[], date: string) =>
    execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'ignore',
    });

  it('gives each file the date of the last commit that changed it, null for others', () => {
    git(['init', '-q'], '2026-01-01T00:00:00Z');
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'content/a.md'), 'a');
    fs.writeFileSync(path.join(root, 'content/b.md'), 'b');
    git(['add', '.'], '2026-01-01T00:00:00Z');
    git(['commit', '-q', '-m', 'first'], '2026-01-02T08:00:00Z');
    fs.writeFileSync(path.join(root, 'content/b.md'), 'b, changed');
    git(['commit', '-q', '-am', 'second'], '2026-02-03T09:30:00Z');
    fs.writeFileSync(path.join(root, 'content/new.md'), 'not committed');

    expect(lastCommitDate('content/a.md', root)).toBe('2026-01-02T08:00:00+00:00');
    expect(lastCommitDate('content\\b.md', root)).toBe('2026-02-03T09:30:00+00:00');
    expect(lastCommitDate('content/new.md', root)).toBeNull();
  });

  it('gives no date outside a git checkout', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(lastCommitDate('content/a.md', plain)).toBeNull();
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});
