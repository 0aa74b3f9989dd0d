/**
 * When each file of the repository was last committed (ISO 8601), read from one `git log` of the
 * whole history: asking git once per page took 9 s of a site build.
 */
import { execFileSync } from 'node:child_process';
import { ROOT_DIR } from '../paths';

const datesByRoot = new Map<string, Map<string, string>>();

/** Newest commit first: a file's first appearance is its last change. */
export function parseNameOnlyLog(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n');
    for (const file of files) {
      if (file && date && !dates.has(file)) dates.set(file, date.trim());
    }
  }
  return dates;
}

function readDates(rootDir: string): Map<string, string> {
  try {
    const log = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'log', '--format=%x00%cI', '--name-only', '--no-renames'],
      {
        cwd: rootDir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return parseNameOnlyLog(log);
  } catch {
    // Not a git checkout (a source archive): pages show no date.
    return new Map();
  }
}

/**
 * The date of the last commit that changed `file` (relative to the root), or null if none did. A
 * merge counts through the commit it brings in, the one that really changed the file.
 */
export function lastCommitDate(file: string, rootDir = ROOT_DIR): string | null {
  let dates = datesByRoot.get(rootDir);
  if (!dates) {
    dates = readDates(rootDir);
    datesByRoot.set(rootDir, dates);
  }
  return dates.get(file.replace(/\\/g, '/')) ?? null;
}
