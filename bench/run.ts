/**
 * `npm run bench`: builds (timed, cold then warm) unless told not to, then measures bytes,
 * Lighthouse against the production server and a script-free copy of the site, client-side
 * navigation and search, and writes bench/report.md and bench/report.json.
 *
 *   npm run bench                       full run
 *   npm run bench -- --skip-build       reuse out/ (or BENCH_SKIP_BUILD=1); build time "not measured"
 *   npm run bench -- --lighthouse-runs=1   fewer Lighthouse runs per page (default 3)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, launchChromium } from '../tests/support/chromium';
import { chromiumVersion, ensureChromium, launchDebuggableChromium } from './browser';
import { timeBuild, type BuildTiming } from './buildTime';
import {
  countPages,
  measureFile,
  measurePageBytes,
  measureStaticBytes,
  type PageBytes,
} from './bytes';
import { INTERACTIONS, measureInteraction, type InteractionResult } from './interactionLatency';
import { runLighthouseOnce, summarize, type LighthouseRun } from './lighthouse';
import { measureNavigation, type NavigationResult } from './navigation';
import { INTERACTION_RUNS, NAVIGATION, PAGES, SEARCH_PAGE, SEARCH_QUERIES } from './pages';
import { formatSeconds, renderMarkdown, type BenchReport, type PageReport } from './report';
import { measureSearch, type SearchTimingResult } from './searchTiming';
import { measureCpuSpeed } from './cpuSpeed';
import { busyMachineNote, waitForIdleMachine } from './idleMachine';
import { startBenchServer, type BenchServer } from './server';
import { writeNoScriptCopy } from './stripScripts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIR = path.join(ROOT, 'bench');
const OUT_DIR = path.join(ROOT, 'out');
const NOSCRIPT_DIR = path.join(ROOT, 'build-cache', 'bench-noscript');

interface Options {
  skipBuild: boolean;
  lighthouseRuns: number;
}

function parseOptions(argv: string[]): Options {
  const runsArg = argv.find((arg) => arg.startsWith('--lighthouse-runs='));
  const lighthouseRuns = runsArg ? Number(runsArg.split('=')[1]) : 3;
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
    throw new Error(`--lighthouse-runs must be a positive integer, got ${runsArg}`);
  }
  return {
    skipBuild: argv.includes('--skip-build') || process.env.BENCH_SKIP_BUILD === '1',
    lighthouseRuns,
  };
}

function log(message: string): void {
  console.log(`bench: ${message}`);
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
    })
      .toString()
      .trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function lighthouseVersion(): string {
  const file = path.join(ROOT, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** One Lighthouse run, retried once if the server had gone away (it is restarted first). */
async function lighthouseRun(
  server: BenchServer,
  route: string,
  port: number,
): Promise<LighthouseRun> {
  await server.ensureRunning();
  try {
    return await runLighthouseOnce(server.baseUrl + route, port);
  } catch (error) {
    console.error(`bench: Lighthouse ${route} failed, retrying once: ${String(error)}`);
    await server.ensureRunning();
    return runLighthouseOnce(server.baseUrl + route, port);
  }
}

/** Runs one measurement; a failure is recorded and the rest of the benchmark goes on. */
async function attempt<T>(
  name: string,
  errors: string[],
  task: () => Promise<T>,
): Promise<T | null> {
  try {
    return await task();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`bench: ${name} failed: ${message}`);
    errors.push(`${name}: ${message.split('\n')[0]}`);
    return null;
  }
}

/** Waits for the machine to settle before a timed part; a note in the report if it never did. */
async function settle(part: string, notes: string[]): Promise<void> {
  const wait = await waitForIdleMachine();
  const note = busyMachineNote(part, wait);
  if (note) notes.push(note);
  log(
    `${part}: ${Math.round(wait.busy * 100)} % of the cores busy` +
      (wait.waitedMs >= 1000 ? ` after ${Math.round(wait.waitedMs / 1000)} s of waiting` : ''),
  );
}

/** "124.6 s: npm run generate 80.1 s (CPU 150.2 s), astro build …" */
function describeBuild(timing: BuildTiming): string {
  const cpu = (seconds: number | null) =>
    seconds === null ? '' : ` (CPU ${formatSeconds(seconds)})`;
  const stages = timing.stages.map(
    (stage) => `${stage.command} ${formatSeconds(stage.seconds)}${cpu(stage.cpuSeconds)}`,
  );
  return `${formatSeconds(timing.seconds)}${cpu(timing.cpuSeconds)}: ${stages.join(', ')}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const options = parseOptions(process.argv.slice(2));
  const cpuWorkAtStart = measureCpuSpeed();
  const errors: string[] = [];
  const notes: string[] = [];
  ensureChromium(ROOT);

  // 1. Build: timed cold then warm, unless an existing out/ is to be reused.
  let cold: BuildTiming | null = null;
  let warm: BuildTiming | null = null;
  let notMeasuredReason: string | null = null;
  const hasExport = fs.existsSync(path.join(OUT_DIR, 'index.html'));
  if (options.skipBuild && hasExport) {
    notMeasuredReason = 'build skipped, existing out/ reused';
    log('reusing out/ (build time not measured)');
  } else if (options.skipBuild) {
    notMeasuredReason = 'build skipped, but out/ was missing and built once untimed';
    log('out/ is missing: building once (not timed)');
    await timeBuild(ROOT, 'warm', path.join(BENCH_DIR, 'build.tmp'));
  } else {
    await settle('cold build', notes);
    log('cold build (deleting .astro, the Vite cache, out, build-cache, generated files)…');
    cold = await timeBuild(ROOT, 'cold', path.join(BENCH_DIR, 'build-cold.tmp'));
    log(`cold build: ${describeBuild(cold)}`);
    log('warm build…');
    warm = await timeBuild(ROOT, 'warm', path.join(BENCH_DIR, 'build-warm.tmp'));
    log(`warm build: ${describeBuild(warm)}`);
  }

  // 2. Bytes, ours and the script-free limit.
  const pageCount = countPages(OUT_DIR);
  const copy = writeNoScriptCopy(
    OUT_DIR,
    NOSCRIPT_DIR,
    PAGES.map((page) => page.route),
  );
  log(
    `script-free copy: ${copy.htmlFiles} HTML files, ${copy.removedBytes} bytes of scripts removed`,
  );
  const limitBytes = measureStaticBytes(NOSCRIPT_DIR, PAGES);
  // Until the browser has measured it, first-load JS is what the HTML references.
  let bytes: PageBytes[] = measureStaticBytes(OUT_DIR, PAGES);
  const indexBytes = measureFile(path.join(OUT_DIR, 'search-index.json'));

  // 3. Lighthouse, ours and limit runs interleaved so drift in machine load hits both alike.
  const servers: BenchServer[] = [];
  const lighthouse = new Map<string, { ours: LighthouseRun[]; limit: LighthouseRun[] }>();
  let navigation: NavigationResult | null;
  let search: SearchTimingResult | null;
  const interactions: InteractionResult[] = [];
  try {
    const ours = await startBenchServer('production', OUT_DIR);
    servers.push(ours);
    const limit = await startBenchServer('script-free', NOSCRIPT_DIR);
    servers.push(limit);

    await settle('Lighthouse', notes);
    await attempt('Lighthouse', errors, async () => {
      const chrome = await launchDebuggableChromium();
      try {
        for (const page of PAGES) {
          const runs = { ours: [] as LighthouseRun[], limit: [] as LighthouseRun[] };
          lighthouse.set(page.route, runs);
          for (let i = 0; i < options.lighthouseRuns; i++) {
            runs.ours.push(await lighthouseRun(ours, page.route, chrome.port));
            runs.limit.push(await lighthouseRun(limit, page.route, chrome.port));
          }
          const o = summarize(runs.ours);
          const l = summarize(runs.limit);
          log(
            `Lighthouse ${page.route}: score ${o.score} LCP ${Math.round(o.lcpMs)} ms ` +
              `(limit: score ${l.score} LCP ${Math.round(l.lcpMs)} ms)`,
          );
        }
      } finally {
        await chrome.close();
      }
    });

    const browser = await launchChromium(CHROMIUM_PATH);
    try {
      await ours.ensureRunning();
      const measured = await attempt('first-load JS', errors, () =>
        measurePageBytes(browser, ours.baseUrl, OUT_DIR, PAGES),
      );
      if (measured) bytes = measured;
      await settle('navigation and interactions', notes);
      await ours.ensureRunning();
      navigation = await attempt('page navigation', errors, () =>
        measureNavigation(ours.baseUrl, NAVIGATION.from, NAVIGATION.to, NAVIGATION.runs),
      );
      if (navigation) log(`navigation: median ${navigation.median.toFixed(1)} ms`);
      for (const interaction of INTERACTIONS) {
        await ours.ensureRunning();
        const result = await attempt(`interaction: ${interaction.name}`, errors, () =>
          measureInteraction(browser, ours.baseUrl, interaction, INTERACTION_RUNS),
        );
        if (result) {
          interactions.push(result);
          log(`interaction "${interaction.name}": median ${result.median.toFixed(1)} ms`);
        }
      }
      await ours.ensureRunning();
      search = await attempt('search timing', errors, () =>
        measureSearch(browser, ours.baseUrl, SEARCH_PAGE, SEARCH_QUERIES),
      );
      if (search) log(`search: median ${search.resultsMs.median.toFixed(1)} ms`);
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) {
      if (server.restarts())
        notes.push(`server at ${server.baseUrl} had to be restarted ${server.restarts()} time(s)`);
      await server.stop();
    }
  }

  const pages: PageReport[] = PAGES.map((page, i) => {
    const runs = lighthouse.get(page.route);
    return {
      type: page.type,
      label: page.label,
      route: page.route,
      bytes: bytes[i] as PageReport['bytes'],
      limitBytes: limitBytes[i] as PageReport['limitBytes'],
      lighthouse: runs?.ours.length ? summarize(runs.ours) : null,
      limitLighthouse: runs?.limit.length ? summarize(runs.limit) : null,
    };
  });

  const cpus = os.cpus();
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    commit: gitCommit(),
    durationSeconds: (performance.now() - started) / 1000,
    environment: {
      node: process.version,
      chromium: chromiumVersion(),
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      lighthouse: lighthouseVersion(),
      lighthouseRuns: options.lighthouseRuns,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      cpuWorkMs: { start: cpuWorkAtStart, end: measureCpuSpeed() },
    },
    pages,
    navigation,
    interactions,
    build: { cold, warm, notMeasuredReason, pageCount },
    search: { indexBytes, timing: search },
    errors,
    notes,
  };
  fs.writeFileSync(path.join(BENCH_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(BENCH_DIR, 'report.md'), renderMarkdown(report));
  log(`wrote bench/report.md and bench/report.json in ${Math.round(report.durationSeconds)} s`);
  if (errors.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
