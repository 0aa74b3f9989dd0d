/** The benchmark's result: its JSON shape, the target checks and the Markdown rendering (pure). */
import type { BuildTiming } from './buildTime';
import type { PageBytes, Weight } from './bytes';
import type { LighthouseResult } from './lighthouse';
import type { InteractionResult } from './interactionLatency';
import type { NavigationResult } from './navigation';
import { KB, TARGETS, lighthouseTarget, type PageType } from './pages';
import type { SearchTimingResult } from './searchTiming';
import { ratio } from './stats';

export interface PageReport {
  type: PageType;
  label: string;
  route: string;
  bytes: PageBytes;
  /** The same page with every script removed. */
  limitBytes: PageBytes;
  lighthouse: LighthouseResult | null;
  limitLighthouse: LighthouseResult | null;
}

export interface BenchReport {
  generatedAt: string;
  commit: string;
  durationSeconds: number;
  environment: {
    node: string;
    chromium: string;
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    lighthouse: string;
    lighthouseRuns: number;
    /** 1-minute load average when the run started and when it ended (other work on the machine skews timings). */
    loadAverage?: { start: number; end: number };
    /** Milliseconds a fixed piece of JavaScript took at the start and the end (bench/cpuSpeed.ts). */
    cpuWorkMs?: { start: number; end: number };
  };
  pages: PageReport[];
  navigation: NavigationResult | null;
  /** Absent from reports written before the metric existed. */
  interactions?: InteractionResult[];
  build: {
    cold: BuildTiming | null;
    warm: BuildTiming | null;
    /** Why the build was not timed (e.g. --skip-build). */
    notMeasuredReason: string | null;
    pageCount: { all: number; withoutLanguageRedirects: number };
  };
  search: { indexBytes: Weight; timing: SearchTimingResult | null };
  /** Measurements that failed, by section; the rest of the report is still valid. */
  errors: string[];
  /** Anything else worth knowing about this run (e.g. a server restarted mid-run). */
  notes: string[];
}

export interface TargetCheck {
  metric: string;
  page: string;
  value: string;
  target: string;
  /** null: not measured. */
  met: boolean | null;
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a';
  if (bytes < KB) return `${bytes} B`;
  if (bytes < KB * KB) return `${(bytes / KB).toFixed(1)} KB`;
  if (bytes < KB * KB * KB) return `${(bytes / KB / KB).toFixed(2)} MB`;
  return `${(bytes / KB / KB / KB).toFixed(2)} GB`;
}

export function formatMs(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return 'n/a';
  return ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

export function formatRatio(value: number | null): string {
  return value == null ? 'n/a' : `${value.toFixed(2)}×`;
}

function formatCls(value: number | undefined): string {
  return value == null || !Number.isFinite(value) ? 'n/a' : value.toFixed(3);
}

function formatScore(value: number | undefined): string {
  return value == null || !Number.isFinite(value) ? 'n/a' : String(Math.round(value));
}

function metLabel(met: boolean | null): string {
  return met === null ? 'not measured' : met ? 'yes' : '**no**';
}

export function lcpRatio(page: PageReport): number | null {
  return ratio(page.lighthouse?.lcpMs, page.limitLighthouse?.lcpMs);
}

export function bytesRatio(page: PageReport): number | null {
  return ratio(page.bytes.total.brotli, page.limitBytes.total.brotli);
}

export function transferRatio(page: PageReport): number | null {
  return ratio(page.lighthouse?.transferBytes, page.limitLighthouse?.transferBytes);
}

export function checkTargets(report: BenchReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const page of report.pages) {
    const max = TARGETS.firstLoadJsGzip[page.type];
    if (max !== undefined) {
      checks.push({
        metric: 'First-load JS (gzip)',
        page: page.label,
        value: formatBytes(page.bytes.js.gzip),
        target: `≤ ${formatBytes(max)}`,
        met: page.bytes.js.gzip <= max,
      });
    }
  }
  for (const page of report.pages) {
    const min = lighthouseTarget(page.type);
    const score = page.lighthouse?.score;
    checks.push({
      metric: 'Lighthouse performance (mobile)',
      page: page.label,
      value: formatScore(score),
      target: `≥ ${min}`,
      met: score == null || !Number.isFinite(score) ? null : score >= min,
    });
  }
  for (const page of report.pages) {
    const max = TARGETS.tbtMs[page.type];
    if (max === undefined) continue;
    const tbt = page.lighthouse?.tbtMs;
    checks.push({
      metric: 'Total Blocking Time (mobile)',
      page: page.label,
      value: formatMs(tbt),
      target: `≤ ${max} ms`,
      met: tbt == null || !Number.isFinite(tbt) ? null : tbt <= max,
    });
  }
  for (const page of report.pages) {
    const value = lcpRatio(page);
    checks.push({
      metric: 'LCP ours / script-free limit',
      page: page.label,
      value:
        value == null
          ? 'n/a'
          : `${formatRatio(value)} (${formatMs(page.lighthouse?.lcpMs)} vs ${formatMs(page.limitLighthouse?.lcpMs)})`,
      target: `≤ ${TARGETS.lcpRatio.toFixed(2)}×`,
      met: value == null ? null : value <= TARGETS.lcpRatio,
    });
  }
  const navigation = report.navigation;
  checks.push({
    metric: 'Page navigation (median)',
    page: navigation ? `${navigation.from} → ${navigation.to}` : 'component → component',
    value: formatMs(navigation?.median),
    target: `≤ ${TARGETS.navigationMs} ms`,
    met:
      navigation && Number.isFinite(navigation.median)
        ? navigation.median <= TARGETS.navigationMs
        : null,
  });
  const interactions = report.interactions ?? [];
  const worst = interactions.length ? Math.max(...interactions.map((i) => i.median)) : Number.NaN;
  checks.push({
    metric: 'Interaction latency, worst median (CPU 4× slower)',
    page: interactions.find((i) => i.median === worst)?.name ?? 'five interactions',
    value: formatMs(Number.isFinite(worst) ? worst : undefined),
    target: `≤ ${TARGETS.interactionMs} ms`,
    met: Number.isFinite(worst) ? worst <= TARGETS.interactionMs : null,
  });
  const cold = report.build.cold;
  checks.push({
    metric: 'Full build (cold)',
    page: `${report.build.pageCount.all} pages`,
    value: cold ? `${cold.seconds.toFixed(1)} s` : 'not measured',
    target: `≤ ${TARGETS.buildSeconds} s`,
    met: cold ? cold.seconds <= TARGETS.buildSeconds : null,
  });
  return checks;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function weightCells(weight: Weight): string[] {
  return [formatBytes(weight.raw), formatBytes(weight.gzip), formatBytes(weight.brotli)];
}

function lighthouseCells(result: LighthouseResult | null): string[] {
  if (!result) return ['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  return [
    formatScore(result.score),
    formatMs(result.fcpMs),
    formatMs(result.lcpMs),
    formatMs(result.tbtMs),
    formatCls(result.cls),
    formatBytes(result.transferBytes),
  ];
}

export const formatSeconds = (seconds: number | null) =>
  seconds === null ? 'n/a' : `${seconds.toFixed(1)} s`;

/** CPU seconds per wall second: how many cores a stage kept busy on average. */
const coresUsed = (cpuSeconds: number | null, seconds: number) =>
  cpuSeconds === null || !(seconds > 0) ? 'n/a' : (cpuSeconds / seconds).toFixed(2);

function buildRow(label: string, timing: BuildTiming | null, reason: string | null): string[] {
  if (!timing) return [label, reason ? `not measured (${reason})` : 'not measured', '', '', ''];
  return [
    label,
    formatSeconds(timing.seconds),
    formatSeconds(timing.cpuSeconds),
    formatBytes(timing.peakTreeRssBytes),
    timing.maxProcessRssBytes == null ? 'n/a' : formatBytes(timing.maxProcessRssBytes),
  ];
}

export function renderMarkdown(report: BenchReport): string {
  const env = report.environment;
  const parts: string[] = [];
  parts.push('# Performance benchmark');
  parts.push(
    `Generated by \`npm run bench\` on ${report.generatedAt} at commit \`${report.commit}\`, ` +
      `in ${Math.round(report.durationSeconds)} s. Machine: ${env.cpus} × ${env.cpuModel}, ` +
      `${env.memoryGb} GB RAM, Node ${env.node}, ${env.chromium}, Lighthouse ${env.lighthouse}. ` +
      (env.loadAverage
        ? `Load average (1 min): ${env.loadAverage.start.toFixed(1)} at the start, ` +
          `${env.loadAverage.end.toFixed(1)} at the end. `
        : '') +
      (env.cpuWorkMs
        ? `A fixed piece of JavaScript work (bench/cpuSpeed.ts) took ${Math.round(env.cpuWorkMs.start)} ms ` +
          `at the start, ${Math.round(env.cpuWorkMs.end)} ms at the end: this machine's speed varies ` +
          'with its host, so compare reports by it. '
        : '') +
      'Timings are reported, never asserted; 1 KB = 1000 bytes.',
  );
  if (report.errors.length) {
    parts.push(
      `## Measurements that failed\n\n${report.errors.map((error) => `- ${error}`).join('\n')}`,
    );
  }

  if (report.notes.length) {
    parts.push(`## Notes\n\n${report.notes.map((note) => `- ${note}`).join('\n')}`);
  }

  parts.push('## Targets');
  parts.push(
    table(
      ['Metric', 'Page', 'Value', 'Target', 'Met?'],
      checkTargets(report).map((check) => [
        check.metric,
        check.page,
        check.value,
        check.target,
        metLabel(check.met),
      ]),
    ),
  );

  parts.push('## First-load bytes');
  parts.push(
    'JavaScript: every script the browser fetched from load to network idle at 1400 × 900, then ' +
      'while the demos in view start as the visitor reaches for them (`scripts/firstLoad.ts`, as ' +
      'for `budgets.json`); islands further down and widgets loaded on demand do not count. HTML ' +
      'and CSS: the files of the export; the stylesheet of the site is inline in each page ' +
      '(`inlineStylesheets` in astro.config.mjs), so it counts in the HTML, and CSS counts the ' +
      'stylesheets a page links. gzip level 9, brotli quality 11.',
  );
  parts.push(
    table(
      [
        'Page',
        'Route',
        'Scripts',
        'JS raw',
        'JS gzip',
        'JS brotli',
        'HTML raw',
        'HTML gzip',
        'HTML brotli',
        'CSS raw',
        'CSS gzip',
        'CSS brotli',
      ],
      report.pages.map((page) => [
        page.label,
        `\`${page.route}\``,
        String(page.bytes.scripts),
        ...weightCells(page.bytes.js),
        ...weightCells(page.bytes.html),
        ...weightCells(page.bytes.css),
      ]),
    ),
  );
  parts.push('### Against the script-free limit');
  parts.push(
    'The limit is the same page from a copy of the export with every `<script>` (and script ' +
      'preload) removed from the HTML. Totals are HTML + CSS + first-load JS, brotli.',
  );
  parts.push(
    table(
      ['Page', 'Total ours', 'Total limit', 'HTML limit (brotli)', 'Ratio ours/limit'],
      report.pages.map((page) => [
        page.label,
        formatBytes(page.bytes.total.brotli),
        formatBytes(page.limitBytes.total.brotli),
        formatBytes(page.limitBytes.html.brotli),
        formatRatio(bytesRatio(page)),
      ]),
    ),
  );

  parts.push('## Lighthouse');
  parts.push(
    `Mobile form factor, simulated throttling (Lighthouse defaults), performance category, ` +
      `median of ${env.lighthouseRuns} runs per metric, against the production server ` +
      '(`server/main.ts`, precompressed brotli). Transfer = Lighthouse total byte weight.',
  );
  parts.push(
    table(
      ['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Transfer'],
      report.pages.map((page) => [page.label, ...lighthouseCells(page.lighthouse)]),
    ),
  );
  parts.push('### Script-free limit');
  parts.push(
    table(
      [
        'Page',
        'Score',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Transfer',
        'LCP ours/limit',
        'Transfer ours/limit',
      ],
      report.pages.map((page) => [
        page.label,
        ...lighthouseCells(page.limitLighthouse),
        formatRatio(lcpRatio(page)),
        formatRatio(transferRatio(page)),
      ]),
    ),
  );

  parts.push('## Page navigation');
  const navigation = report.navigation;
  parts.push(
    navigation
      ? `\`${navigation.from}\` → \`${navigation.to}\` by hovering then clicking the nav link ` +
          `(each page is its own document, prerendered on hover by the page's Speculation Rules, ` +
          `the click 2.5 s after the hover), Chromium ` +
          `(puppeteer-core, as Chromium does not prerender in a page Playwright drives; 1400×900, ` +
          `no throttling, a fresh context per run): from the click in ` +
          `the old document to the first frame after the new document's h1 and its ` +
          `\`[data-demo]\` demos are in the DOM and it is shown (for a prerendered document, ` +
          `the frame after the click activated it).\n\n` +
          table(
            ['Runs', 'Prerendered', 'Median', 'Min', 'Max'],
            [
              [
                String(navigation.samples),
                String(navigation.prerendered),
                formatMs(navigation.median),
                formatMs(navigation.min),
                formatMs(navigation.max),
              ],
            ],
          )
      : 'Not measured.',
  );

  parts.push('## Interaction latency');
  const interactions = report.interactions ?? [];
  parts.push(
    interactions.length
      ? 'Input → next paint, from the Event Timing entries of the interaction (the source of INP; ' +
          'under 16 ms the browser reports none and 16 is shown), Chromium with the CPU throttled ' +
          '4×, a fresh context per run on a page that has hydrated and gone idle.\n\n' +
          table(
            ['Interaction', 'Page', 'Runs', 'Median', 'Min', 'Max'],
            interactions.map((i) => [
              i.name,
              `\`${i.route}\``,
              String(i.samples),
              formatMs(i.median),
              formatMs(i.min),
              formatMs(i.max),
            ]),
          )
      : 'Not measured.',
  );

  parts.push('## Build');
  const build = report.build;
  parts.push(
    'Cold: the commands of `npm run build`, one after another, after deleting `.astro`, the Vite cache, `out`, `build-cache` (API extraction cache, demo ' +
      'source cache), `public/static/demo-sources`, `public/static/icons` and `src/generated`. ' +
      'Warm: the same commands right after. Peak RSS: sum over the build’s process tree, sampled ' +
      'every 250 ms; max RSS: the largest single process (GNU time). CPU: user plus system time of ' +
      'every process the build waited for (GNU time), so a build that keeps both cores busy shows ' +
      'twice its wall time.',
  );
  parts.push(
    table(
      ['Build', 'Time', 'CPU', 'Peak RSS (process tree)', 'Max RSS (one process)'],
      [
        buildRow('Cold', build.cold, build.notMeasuredReason),
        buildRow('Warm', build.warm, build.notMeasuredReason),
      ],
    ),
  );
  const timed = [build.cold, build.warm].filter((timing) => timing !== null);
  if (timed.length) {
    parts.push(
      'Stage by stage: each command of the `build` script in package.json, run and timed on its own.',
    );
    parts.push(
      table(
        ['Build', 'Stage', 'Time', 'CPU', 'Cores used'],
        timed.flatMap((timing) =>
          timing.stages.map((stage) => [
            timing.kind === 'cold' ? 'Cold' : 'Warm',
            `\`${stage.command}\``,
            formatSeconds(stage.seconds),
            formatSeconds(stage.cpuSeconds),
            coresUsed(stage.cpuSeconds, stage.seconds),
          ]),
        ),
      ),
    );
  }
  parts.push(
    `Pages: ${build.pageCount.all} \`index.html\` files in \`out/\` ` +
      `(${build.pageCount.withoutLanguageRedirects} without the \`/zh/\` redirect pages).`,
  );

  parts.push('## Search');
  const search = report.search;
  const searchRows = [['Index `out/search-index.json`', ...weightCells(search.indexBytes)]];
  parts.push(table(['File', 'Raw', 'gzip', 'brotli'], searchRows));
  const timing = search.timing;
  parts.push(
    timing
      ? `${timing.queries} queries typed into the search dialog (opened with Ctrl+K): from setting ` +
          'the input’s value to the results for that query in the DOM (`data-query`), and to the ' +
          `next frame. Opening the dialog and the first query (index fetch): ${formatMs(timing.firstQueryMs)}.\n\n` +
          table(
            ['Measure', 'Median', 'Min', 'Max'],
            [
              [
                'Results in DOM',
                formatMs(timing.resultsMs.median),
                formatMs(timing.resultsMs.min),
                formatMs(timing.resultsMs.max),
              ],
              [
                'Results painted',
                formatMs(timing.paintedMs.median),
                formatMs(timing.paintedMs.min),
                formatMs(timing.paintedMs.max),
              ],
            ],
          )
      : 'Query timing not measured.',
  );
  return `${parts.join('\n\n')}\n`;
}
