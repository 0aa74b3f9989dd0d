/**
 * The latency figures of `npm run bench` alone, against an existing `out/`: the five interactions
 * (interactionLatency.ts) and the Button → Checkbox navigation (navigation.ts), with the machine's
 * load average beside each, and on request where the main thread's time goes in one interaction.
 *
 *   npx tsx bench/latency.ts [--runs 10] [--only <part of a name>] [--no-navigation]
 *   npx tsx bench/latency.ts --profile <part of an interaction's name, "navigation", or "load:<route>">
 *   npx tsx bench/latency.ts --lighthouse <route> [--runs 3]
 *
 * `--profile` runs the interaction once with the CPU throttled as measured, recording a trace of
 * the renderer's main thread from the input to its result, and prints every task of 2 ms or more
 * (wall time and the thread's CPU time, which other load on the machine does not inflate) with
 * what took its CPU time (events, scripts, style, layout, paint) and, for the long ones, the
 * JavaScript functions with the most self time (a CPU profile of the same run). `--lighthouse` prints, per Lighthouse run
 * of a page (mobile, as the bench), its score and Total Blocking Time, its long tasks and the
 * scripts' main-thread time.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium, CHROMIUM_PATH, waitForHydration } from '../tests/support/chromium';
import { launchDebuggableChromium, newBenchContext } from './browser';
import { lighthouseReport } from './lighthouse';
import {
  CPU_SLOWDOWN,
  INTERACTIONS,
  measureInteraction,
  type Interaction,
} from './interactionLatency';
import type { CDPSession as CDPSessionOfPuppeteer } from 'puppeteer-core';
import { measureNavigation, type NavigationHooks } from './navigation';
import { startBenchServer } from './server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    only: { type: 'string' },
    profile: { type: 'string' },
    lighthouse: { type: 'string' },
    'no-navigation': { type: 'boolean', default: false },
    'static-root': { type: 'string', default: 'out' },
    /** Writes the recorded trace there too, for Chromium's DevTools (Performance panel). */
    'save-trace': { type: 'string' },
    /** CSS added to every page of a profiled run: tries a style change without a rebuild. */
    'add-css': { type: 'string' },
  },
});

const load = () => os.loadavg()[0]!.toFixed(2);
const fmt = (ms: number) => ms.toFixed(1);

function pick(name: string): Interaction[] {
  const found = INTERACTIONS.filter((entry) =>
    entry.name.toLowerCase().includes(name.toLowerCase()),
  );
  if (found.length === 0) throw new Error(`No interaction named like "${name}"`);
  return found;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what the machine's other load does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** What an event stands for in the breakdown: its name plus the detail that tells it apart. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EventDispatch':
      return `EventDispatch ${String(data.type)}`;
    case 'FunctionCall':
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule': {
      const url = String(data.url ?? data.fileName ?? '').replace(/^.*\//, '');
      const fn = data.functionName ? ` ${String(data.functionName)}` : '';
      return `${event.name} ${url}${fn}`;
    }
    case 'UpdateLayoutTree':
      // Grouped by size: a forced recalculation of a few elements apart from a full one.
      return `UpdateLayoutTree (${((event.args as { elementCount?: number }).elementCount ?? 0) >= 100 ? '≥ 100' : '< 100'} elements)`;
    case 'Layout':
      return `Layout`;
    default:
      return event.name;
  }
}

const BREAKDOWN = new Set([
  'EventDispatch',
  'FunctionCall',
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'IntersectionObserverController::computeIntersections',
  'HitTest',
]);

const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'blink',
];

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;

/** JavaScript self time by function between two trace timestamps (µs), with each one's callers. */
function jsSelfTime(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const frame = byId.get(id)!.callFrame;
    if (['(program)', '(idle)', '(root)'].includes(frame.functionName)) return;
    // The function and its two nearest callers: which code of ours asked for the work.
    const chain = [frameName(frame)];
    for (let up = parents.get(id); up !== undefined && chain.length < 3; up = parents.get(up))
      chain.push(frameName(byId.get(up)!.callFrame));
    const key = chain.join(' ← ');
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return self;
}

function summariseTrace(
  events: TraceEvent[],
  from: number,
  to: number,
  profile?: CpuProfile,
): void {
  const names = new Map(
    events
      .filter((event) => event.name === 'process_labels' || event.name === 'process_name')
      .map((event) => [
        event.pid,
        String(event.args?.name ?? (event.args as { labels?: string })?.labels ?? ''),
      ]),
  );
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const threads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  if (!main) throw new Error('No renderer main thread in the trace');
  const complete = events
    .filter((event) => event.ph === 'X' && threads.has(`${event.pid}:${event.tid}`))
    .filter((event) => event.ts + (event.dur ?? 0) >= from && event.ts <= to)
    .sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 2000);
  let total = 0;
  let cpu = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    total += task.dur!;
    cpu += task.tdur ?? 0;
    console.log(
      `task at +${fmt((task.ts - from) / 1000)} ms: ${fmt(task.dur! / 1000)} ms, CPU ${fmt((task.tdur ?? 0) / 1000)} ms (pid ${task.pid} ${names.get(task.pid) ?? ''})`,
    );
    const inside = complete.filter(
      (event) =>
        event !== task &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        BREAKDOWN.has(event.name),
    );
    const byLabel = new Map<string, { ms: number; count: number }>();
    for (const event of inside) {
      const key = label(event);
      const entry = byLabel.get(key) ?? { ms: 0, count: 0 };
      entry.ms += (event.tdur ?? event.dur ?? 0) / 1000;
      entry.count += 1;
      byLabel.set(key, entry);
    }
    for (const [key, { ms, count }] of [...byLabel].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
      if (ms >= 0.5)
        console.log(`    ${fmt(ms).padStart(7)} ms  ${key}${count > 1 ? ` ×${count}` : ''}`);
    if (!profile || task.dur! < 10_000) continue;
    // JavaScript in the task, and apart in each event it dispatched that took 5 ms or more.
    const parts = [
      { name: 'whole task', from: task.ts, to: end },
      ...inside
        .filter((event) => event.name === 'EventDispatch' && (event.dur ?? 0) >= 5000)
        .map((event) => ({ name: label(event), from: event.ts, to: event.ts + event.dur! })),
    ];
    for (const part of parts) {
      const js = [...jsSelfTime(profile, part.from, part.to)]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6);
      console.log(`      js in ${part.name}:`);
      for (const [key, ms] of js)
        if (ms >= 0.5) console.log(`      ${fmt(ms).padStart(6)} ms  ${key}`);
    }
  }
  console.log(
    `main-thread tasks ≥ 2 ms between input and result: ${fmt(total / 1000)} ms, CPU ${fmt(cpu / 1000)} ms`,
  );
}

/**
 * Runs `act` with the CPU throttled as measured, recording a trace and a CPU profile between a mark
 * set before it and one set after it (in whichever document is then shown), and prints the
 * main-thread tasks between the two.
 */
async function recordBetweenMarks(
  browser: Browser,
  context: BrowserContext,
  page: Page,
  title: string,
  act: () => Promise<void>,
): Promise<void> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.start');
  await page.evaluate(() => performance.mark('bench-input'));
  await act();
  await page.evaluate(() => performance.mark('bench-result'));
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const buffer = await browser.stopTracing();
  if (values['save-trace']) fs.writeFileSync(values['save-trace'], buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const from = traceEvents.find((event) => event.name === 'bench-input')?.ts;
  const to = traceEvents.findLast((event) => event.name === 'bench-result')?.ts;
  if (from === undefined || to === undefined) throw new Error('The trace has no marks');
  console.log(`\n## ${title}, load ${load()}`);
  summariseTrace(traceEvents, from, to, profile as CpuProfile);
}

async function profileInteraction(browser: Browser, baseUrl: string, interaction: Interaction) {
  const context = await newBenchContext(browser, {
    baseURL: baseUrl,
    viewport: interaction.viewport,
  });
  try {
    if (values['add-css'])
      await context.addInitScript((css: string) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, values['add-css']);
    const page: Page = await context.newPage();
    await page.goto(interaction.route, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    await page.waitForLoadState('networkidle');
    await recordBetweenMarks(
      browser,
      context,
      page,
      `${interaction.name} (${interaction.route})`,
      async () => {
        await interaction.act(page);
        await interaction.done(page);
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
            ),
        );
      },
    );
  } finally {
    await context.close();
  }
}

/**
 * One Button → Checkbox navigation with a browser-wide trace (a session on the page itself would
 * stop the prerender): every renderer's main-thread tasks from the click to the first paint after.
 */
async function profileNavigation(baseUrl: string): Promise<void> {
  const events: TraceEvent[] = [];
  let session: CDPSessionOfPuppeteer | undefined;
  let complete: Promise<void> = Promise.resolve();
  const hooks: NavigationHooks = {
    beforeClick: async (browser) => {
      session = await browser.target().createCDPSession();
      session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
      const ended = session;
      complete = new Promise((resolve) => ended.once('Tracing.tracingComplete', () => resolve()));
      await session.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'toplevel',
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'loading',
            'v8.execute',
            'navigation',
          ],
        },
      });
    },
    afterArrival: async () => {
      // The frames right after the arrival belong to it too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await session?.send('Tracing.end');
      await complete;
      if (values['save-trace'])
        fs.writeFileSync(values['save-trace'], JSON.stringify({ traceEvents: events }));
    },
  };
  const result = await measureNavigation(
    baseUrl,
    '/material-ui/react-button/',
    '/material-ui/react-checkbox/',
    1,
    undefined,
    hooks,
  );
  const click = events.find((event) => event.name === 'bench-click')?.ts;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.ts > (click ?? 0),
  )?.ts;
  if (click === undefined) throw new Error('The trace has no click mark');
  console.log(
    `\n## Navigation Button → Checkbox: ${fmt(result.median)} ms (prerendered: ${result.prerendered}), ` +
      `first contentful paint in the trace at +${paint === undefined ? '?' : fmt((paint - click) / 1000)} ms, load ${load()}`,
  );
  summariseTrace(events, click, (paint ?? click) + 200_000);
}

interface AuditItems {
  details?: { items?: Array<Record<string, unknown>> };
  numericValue?: number;
}

async function lighthouseTasks(baseUrl: string, route: string, runs: number): Promise<void> {
  const chrome = await launchDebuggableChromium();
  try {
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouseReport(baseUrl + route, chrome.port);
      const audits = lhr.audits as Record<string, AuditItems | undefined>;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `\n## Lighthouse ${route} run ${i + 1}: score ${score}, TBT ${fmt(audits['total-blocking-time']?.numericValue ?? NaN)} ms, ` +
          `FCP ${fmt(audits['first-contentful-paint']?.numericValue ?? NaN)}, LCP ${fmt(audits['largest-contentful-paint']?.numericValue ?? NaN)}, load ${load()}`,
      );
      console.log('long tasks (simulated, ms):');
      for (const item of audits['long-tasks']?.details?.items ?? [])
        console.log(
          `    ${fmt(Number(item.duration)).padStart(7)} at ${fmt(Number(item.startTime))}  ${String(item.url).replace(/^.*\//, '')}`,
        );
      console.log('scripts (bootup-time, ms: total / scripting / parse+compile):');
      for (const item of audits['bootup-time']?.details?.items ?? [])
        console.log(
          `    ${fmt(Number(item.total)).padStart(7)} ${fmt(Number(item.scripting)).padStart(7)} ${fmt(Number(item.scriptParseCompile)).padStart(7)}  ${String(item.url).replace(/^.*\//, '')}`,
        );
      console.log('main thread by kind (ms):');
      for (const item of audits['mainthread-work-breakdown']?.details?.items ?? [])
        console.log(
          `    ${fmt(Number(item.duration)).padStart(7)}  ${String(item.groupLabel ?? item.group)}`,
        );
    }
  } finally {
    await chrome.close();
  }
}

async function measureAll(baseUrl: string, runs: number): Promise<void> {
  const browser = await launchChromium(CHROMIUM_PATH);
  try {
    const chosen = values.only ? pick(values.only) : INTERACTIONS;
    for (const interaction of chosen) {
      const before = load();
      const result = await measureInteraction(browser, baseUrl, interaction, runs);
      console.log(
        `${interaction.name}: median ${fmt(result.median)} ms, min ${fmt(result.min)}, max ${fmt(result.max)} ` +
          `(${runs} runs: ${result.runsMs.map((ms) => Math.round(ms)).join(' ')}; load ${before} → ${load()})`,
      );
    }
  } finally {
    await browser.close();
  }
  if (values['no-navigation']) return;
  const before = load();
  const result = await measureNavigation(
    baseUrl,
    '/material-ui/react-button/',
    '/material-ui/react-checkbox/',
    runs,
  );
  console.log(
    `Navigation Button → Checkbox: median ${fmt(result.median)} ms, min ${fmt(result.min)}, max ${fmt(result.max)} ` +
      `(${result.prerendered}/${result.runsMs.length} prerendered: ${result.runsMs.map((ms) => Math.round(ms)).join(' ')}; load ${before} → ${load()})`,
  );
}

/**
 * A page's load at 1400 × 900 with the CPU throttled as measured: every main-thread task from the
 * navigation until the shell is ready and the network has been quiet (what Lighthouse's Total
 * Blocking Time counts, seen task by task).
 */
async function profileLoad(browser: Browser, baseUrl: string, route: string): Promise<void> {
  const context = await newBenchContext(browser, {
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
  });
  try {
    const page: Page = await context.newPage();
    await page.goto('/404.html');
    await recordBetweenMarks(browser, context, page, `load of ${route}`, async () => {
      // The load as Lighthouse meets it: nobody uses the page, so demos wait (demoDirective.ts).
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
      await page.waitForLoadState('networkidle');
    });
  } finally {
    await context.close();
  }
}

async function profileAll(baseUrl: string, name: string): Promise<void> {
  if (name === 'navigation') return profileNavigation(baseUrl);
  if (name.startsWith('load:')) {
    const browser = await launchChromium(CHROMIUM_PATH);
    try {
      return await profileLoad(browser, baseUrl, name.slice('load:'.length));
    } finally {
      await browser.close();
    }
  }
  const browser = await launchChromium(CHROMIUM_PATH);
  try {
    for (const interaction of pick(name)) await profileInteraction(browser, baseUrl, interaction);
  } finally {
    await browser.close();
  }
}

const server = await startBenchServer('production', values['static-root']);
try {
  if (values.lighthouse)
    await lighthouseTasks(server.baseUrl, values.lighthouse, Number(values.runs));
  else if (values.profile) await profileAll(server.baseUrl, values.profile);
  else await measureAll(server.baseUrl, Number(values.runs));
} finally {
  await server.stop();
}
