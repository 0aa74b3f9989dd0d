/**
 * Full-site build timing: `npm run build` cold (every build output and cache deleted first) and
 * warm (again right after), stage by stage (each command of the `build` script, its wall time and
 * the CPU time of its processes), with peak memory from GNU time and from sampling /proc.
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

/** One command of the `build` script, timed on its own. */
export interface StageTiming {
  command: string;
  seconds: number;
  /** User plus system CPU time of the command and every process it waited for; null without /usr/bin/time. */
  cpuSeconds: number | null;
}

export interface BuildTiming {
  kind: 'cold' | 'warm';
  seconds: number;
  /** The stages in order; their seconds add up to `seconds`. */
  stages: StageTiming[];
  /** The stages' CPU seconds added up; null without /usr/bin/time. */
  cpuSeconds: number | null;
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

/** User plus system CPU seconds from GNU time's verbose output; null when it has neither line. */
export function parseGnuTimeCpuSeconds(output: string): number | null {
  const user = /User time \(seconds\):\s*([\d.]+)/.exec(output)?.[1];
  const system = /System time \(seconds\):\s*([\d.]+)/.exec(output)?.[1];
  return user === undefined || system === undefined ? null : Number(user) + Number(system);
}

/**
 * The commands of package.json's `build` script, run one after another as npm runs the script
 * (`a && b && c`): timing each on its own tells where a build's time goes.
 */
export function buildStages(packageJson: string): string[] {
  const script = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts?.build;
  if (!script) throw new Error('package.json has no build script');
  const stages = script.split('&&').map((command) => command.trim());
  if (stages.some((command) => !command || /[;|]/.test(command))) {
    throw new Error(`the build script is not a chain of commands joined by &&: ${script}`);
  }
  return stages;
}

export function cleanBuildOutputs(root: string): void {
  for (const relative of BUILD_OUTPUTS) {
    fs.rmSync(path.join(root, relative), { recursive: true, force: true });
  }
}

interface StageRun {
  timing: StageTiming;
  maxProcessRssBytes: number | null;
}

/**
 * Runs one command of the build script as npm would (`sh -c`, the project's node_modules/.bin
 * first on PATH), its output appended to `log`; throws when it fails.
 */
async function runStage(
  root: string,
  command: string,
  log: number,
  onPid: (pid: number | undefined) => void,
  timeFile: string,
): Promise<StageRun> {
  const gnuTime = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const [file, args] = gnuTime
    ? [gnuTime, ['-v', '-o', timeFile, 'sh', '-c', command]]
    : ['sh', ['-c', command]];
  const env = {
    ...process.env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  fs.writeSync(log, `\n> ${command}\n`);
  const started = performance.now();
  const child = spawn(file, args, { cwd: root, env, stdio: ['ignore', log, log] });
  onPid(child.pid);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  onPid(undefined);
  const seconds = (performance.now() - started) / 1000;
  const timeOutput = gnuTime && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : '';
  fs.rmSync(timeFile, { force: true });
  if (code !== 0) throw new Error(`${command} failed with code ${code}`);
  return {
    timing: { command, seconds, cpuSeconds: parseGnuTimeCpuSeconds(timeOutput) },
    maxProcessRssBytes: parseGnuTimeMaxRss(timeOutput),
  };
}

/** Runs the build script's stages in `root`; their output goes to `logFile`. Throws when one fails. */
export async function timeBuild(
  root: string,
  kind: 'cold' | 'warm',
  logFile: string,
): Promise<BuildTiming> {
  if (kind === 'cold') cleanBuildOutputs(root);
  const stages = buildStages(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const timeFile = `${logFile.replace(/\.tmp$/, '')}.time.tmp`;
  const log = fs.openSync(logFile, 'w');
  let running: number | undefined;
  let peakTreeRssBytes = 0;
  const sampler = setInterval(() => {
    if (running === undefined) return;
    peakTreeRssBytes = Math.max(peakTreeRssBytes, treeRss(running, readProcesses()));
  }, 250);
  const runs: StageRun[] = [];
  try {
    for (const command of stages) {
      runs.push(await runStage(root, command, log, (pid) => (running = pid), timeFile));
    }
  } catch (error) {
    throw new Error(`npm run build (${kind}): ${(error as Error).message}; see ${logFile}`, {
      cause: error,
    });
  } finally {
    clearInterval(sampler);
    fs.closeSync(log);
  }
  const cpu = runs.map((run) => run.timing.cpuSeconds);
  const rss = runs.map((run) => run.maxProcessRssBytes);
  return {
    kind,
    seconds: runs.reduce((sum, run) => sum + run.timing.seconds, 0),
    stages: runs.map((run) => run.timing),
    cpuSeconds: cpu.some((value) => value === null)
      ? null
      : cpu.reduce<number>((sum, value) => sum + value!, 0),
    maxProcessRssBytes: rss.some((value) => value === null) ? null : Math.max(...(rss as number[])),
    peakTreeRssBytes,
    log: path.relative(root, logFile),
  };
}
