/**
 * Full-site build timing: `npm run build` cold (every build output and cache deleted first) and
 * warm (again right after), with peak memory from GNU time and from sampling /proc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the build writes and reuses; deleting all of it is a fresh clone's first build. */
export const BUILD_OUTPUTS = [
  '.astro', // Astro's generated types and data store
  'node_modules/.astro', // Astro's and Vite's caches
  'node_modules/.vite',
  'out',
  'build-cache', // api/ (API extraction by package version), demo-sources.json, site-index.json
  'public/static/demo-sources', // demo source JSON, reused while build-cache/demo-sources.json matches
  'public/static/icons',
  'src/generated',
];

export interface BuildTiming {
  kind: 'cold' | 'warm';
  seconds: number;
  /** Largest single process (GNU time "Maximum resident set size"), bytes; null without /usr/bin/time. */
  maxProcessRssBytes: number | null;
  /** Largest sum of RSS over the build's process tree, sampled every 250 ms from /proc, bytes. */
  peakTreeRssBytes: number;
  log: string;
}

const PAGE_SIZE = 4096;

/** pid → [parent pid, rss bytes] for every process visible in /proc. */
function readProcesses(): Map<number, [number, number]> {
  const processes = new Map<number, [number, number]>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      processes.set(Number(entry), [ppid, rssPages * PAGE_SIZE]);
    } catch {
      // The process exited while we looked.
    }
  }
  return processes;
}

/** Sum of RSS of `root` and all its descendants. */
export function treeRss(root: number, processes: Map<number, [number, number]>): number {
  const children = new Map<number, number[]>();
  for (const [pid, [ppid]] of processes) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  let total = 0;
  const stack = [root];
  const seen = new Set<number>();
  while (stack.length) {
    const pid = stack.pop() as number;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += processes.get(pid)?.[1] ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function parseGnuTimeMaxRss(output: string): number | null {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(output);
  return match?.[1] ? Number(match[1]) * 1024 : null;
}

export function cleanBuildOutputs(root: string): void {
  for (const relative of BUILD_OUTPUTS) {
    fs.rmSync(path.join(root, relative), { recursive: true, force: true });
  }
}

/** Runs `npm run build` in `root`; its output goes to `logFile`. Throws when the build fails. */
export async function timeBuild(
  root: string,
  kind: 'cold' | 'warm',
  logFile: string,
): Promise<BuildTiming> {
  if (kind === 'cold') cleanBuildOutputs(root);
  const gnuTime = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const timeFile = `${logFile.replace(/\.tmp$/, '')}.time.tmp`;
  const [command, args] = gnuTime
    ? [gnuTime, ['-v', '-o', timeFile, 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const log = fs.openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: process.env,
    stdio: ['ignore', log, log],
  });
  let peakTreeRssBytes = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    peakTreeRssBytes = Math.max(peakTreeRssBytes, treeRss(child.pid, readProcesses()));
  };
  const sampler = setInterval(sample, 250);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  clearInterval(sampler);
  fs.closeSync(log);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    throw new Error(`npm run build (${kind}) failed with code ${code}; see ${logFile}`);
  }
  const timeOutput = gnuTime && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : '';
  fs.rmSync(timeFile, { force: true });
  return {
    kind,
    seconds,
    maxProcessRssBytes: parseGnuTimeMaxRss(timeOutput),
    peakTreeRssBytes,
    log: path.relative(root, logFile),
  };
}
