import { describe, expect, it } from 'vitest';
import type { PageBytes, Weight } from './bytes';
import type { LighthouseResult } from './lighthouse';
import { PAGES } from './pages';
import {
  checkTargets,
  formatBytes,
  formatMs,
  lcpRatio,
  renderMarkdown,
  type BenchReport,
  type PageReport,
} from './report';

const weight = (gzip: number): Weight => ({ raw: gzip * 4, gzip, brotli: Math.round(gzip * 0.9) });

function bytes(jsGzip: number, htmlGzip = 20_000): PageBytes {
  const js = weight(jsGzip);
  const html = weight(htmlGzip);
  const css = weight(0);
  return {
    type: 'home',
    route: '/',
    scripts: jsGzip ? 5 : 0,
    js,
    html,
    css,
    total: {
      raw: js.raw + html.raw,
      gzip: js.gzip + html.gzip,
      brotli: js.brotli + html.brotli,
    },
  };
}

function lighthouse(score: number, lcpMs: number): LighthouseResult {
  const run = { score, fcpMs: 900, lcpMs, tbtMs: 10, cls: 0, speedIndexMs: 1000, transferBytes: 1 };
  return { ...run, runs: [run] };
}

function page(index: number, jsGzip: number, score: number, lcp: number): PageReport {
  const { type, label, route } = PAGES[index]!;
  return {
    type,
    label,
    route,
    bytes: bytes(jsGzip),
    limitBytes: bytes(0, 18_000),
    lighthouse: lighthouse(score, lcp),
    limitLighthouse: lighthouse(100, 1000),
  };
}

function report(overrides: Partial<BenchReport> = {}): BenchReport {
  return {
    generatedAt: '2025-01-01T00:00:00.000Z',
    commit: 'abc1234',
    durationSeconds: 600,
    environment: {
      node: 'v20.0.0',
      chromium: 'Chromium 140',
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGb: 8,
      lighthouse: '12.8.2',
      lighthouseRuns: 3,
    },
    pages: [
      page(0, 100_000, 100, 1100),
      page(1, 24_000, 100, 1100),
      page(2, 111_000, 94, 1300),
      page(3, 26_000, 99, 1000),
      page(4, 250_000, 96, 1150),
    ],
    navigation: {
      from: '/material-ui/react-button/',
      to: '/material-ui/react-checkbox/',
      runsMs: [80, 90, 120],
      prerendered: 3,
      median: 90,
      min: 80,
      max: 120,
      samples: 3,
    },
    build: {
      cold: {
        kind: 'cold',
        seconds: 200,
        stages: [
          { command: 'npm run generate', seconds: 120, cpuSeconds: 220 },
          { command: 'astro build', seconds: 80, cpuSeconds: 100 },
        ],
        cpuSeconds: 320,
        maxProcessRssBytes: 1_500_000_000,
        peakTreeRssBytes: 2_000_000_000,
        log: 'bench/build-cold.tmp',
      },
      warm: null,
      notMeasuredReason: null,
      pageCount: { all: 958, withoutLanguageRedirects: 482 },
    },
    search: {
      indexBytes: { raw: 1_213_332, gzip: 228_202, brotli: 154_189 },
      timing: null,
    },
    errors: [],
    notes: [],
    ...overrides,
  };
}

describe('checkTargets', () => {
  it('checks first-load JS only for page types with a target', () => {
    const js = checkTargets(report()).filter((check) => check.metric.startsWith('First-load'));
    expect(js.map((check) => [check.page, check.met])).toEqual([
      ['Prose', true],
      ['Component (demos)', false],
      ['API', false],
      ['Data grid overview', false],
    ]);
  });

  it('uses 95 for the data grid and 100 elsewhere, and 1.15× for LCP', () => {
    const checks = checkTargets(report());
    const score = checks.filter((check) => check.metric.startsWith('Lighthouse'));
    expect(score.map((check) => check.met)).toEqual([true, true, false, false, true]);
    expect(score.map((check) => check.target)).toEqual(['≥ 100', '≥ 100', '≥ 100', '≥ 100', '≥ 95']);
    const lcp = checks.filter((check) => check.metric.startsWith('LCP'));
    expect(lcp.map((check) => check.met)).toEqual([true, true, false, true, true]);
  });

  it('checks Total Blocking Time on prose, API, component and data grid pages', () => {
    const tbt = (ms: number): LighthouseResult => {
      const run = { ...lighthouse(99, 1000), tbtMs: ms };
      return { ...run, runs: [run] };
    };
    const base = report();
    const pages = base.pages.map((entry, i) => ({ ...entry, lighthouse: tbt([0, 90, 210, 120, 900][i]!) }));
    const checks = checkTargets({ ...base, pages }).filter((check) => check.metric.startsWith('Total'));
    expect(checks.map((check) => [check.page, check.target, check.met])).toEqual([
      ['Prose', '≤ 100 ms', true],
      ['Component (demos)', '≤ 200 ms', false],
      ['API', '≤ 100 ms', false],
      ['Data grid overview', '≤ 200 ms', false],
    ]);
  });

  it('reports the build and missing measurements as not measured', () => {
    const skipped = report({
      navigation: null,
      build: {
        cold: null,
        warm: null,
        notMeasuredReason: 'build skipped',
        pageCount: { all: 1, withoutLanguageRedirects: 1 },
      },
    });
    const checks = checkTargets(skipped);
    expect(checks.find((check) => check.metric === 'Full build (cold)')).toMatchObject({
      value: 'not measured',
      met: null,
    });
    expect(checks.find((check) => check.metric.startsWith('Page navigation'))?.met).toBeNull();
    expect(checkTargets(report()).find((c) => c.metric === 'Full build (cold)')?.met).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('renders the targets table with target and met columns', () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('| Metric | Page | Value | Target | Met? |');
    expect(markdown).toContain(
      '| First-load JS (gzip) | Component (demos) | 111.0 KB | ≤ 110.0 KB | **no** |',
    );
    expect(markdown).toContain('| Full build (cold) | 958 pages | 200.0 s | ≤ 75 s | **no** |');
    expect(markdown).toContain('| Page navigation (median) |');
    expect(markdown).toContain('| 3 | 90 ms | 80 ms | 120 ms |');
  });

  it('states the machine load when it is known', () => {
    const base = report();
    const loaded = report({
      environment: { ...base.environment, loadAverage: { start: 0.5, end: 6.25 } },
    });
    expect(renderMarkdown(base)).not.toContain('Load average');
    expect(renderMarkdown(loaded)).toContain('Load average (1 min): 0.5 at the start, 6.3 at the end.');
  });

  it("states the machine's speed at the start and end when it is known", () => {
    const base = report();
    const timed = report({
      environment: { ...base.environment, cpuWorkMs: { start: 180.4, end: 301.6 } },
    });
    expect(renderMarkdown(base)).not.toContain('fixed piece of JavaScript');
    expect(renderMarkdown(timed)).toContain(
      'A fixed piece of JavaScript work (bench/cpuSpeed.ts) took 180 ms at the start, 302 ms at the end',
    );
  });

  it('times the build stage by stage, with the cores each kept busy', () => {
    const markdown = renderMarkdown(report());
    expect(markdown).toContain('| Cold | 200.0 s | 320.0 s | 2.00 GB | 1.50 GB |');
    expect(markdown).toContain('| Cold | `npm run generate` | 120.0 s | 220.0 s | 1.83 |');
    expect(markdown).toContain('| Cold | `astro build` | 80.0 s | 100.0 s | 1.25 |');
  });

  it('says why the build was not measured and lists failed measurements', () => {
    const markdown = renderMarkdown(
      report({
        build: {
          cold: null,
          warm: null,
          notMeasuredReason: 'build skipped, existing out/ reused',
          pageCount: { all: 958, withoutLanguageRedirects: 482 },
        },
        errors: ['search timing: no results shown for "x"'],
      }),
    );
    expect(markdown).toContain('| Cold | not measured (build skipped, existing out/ reused) |');
    expect(markdown).toContain('## Measurements that failed');
    expect(markdown).toContain('- search timing: no results shown for "x"');
    expect(markdown).toContain('Query timing not measured.');
  });

  it('renders every table row with as many cells as its header', () => {
    for (const block of renderMarkdown(report()).split('\n\n')) {
      const rows = block.split('\n').filter((line) => line.startsWith('|'));
      if (!rows.length) continue;
      const cells = (line: string) => line.split(' | ').length;
      for (const row of rows) expect(cells(row)).toBe(cells(rows[0]!));
    }
  });
});

describe('formatting', () => {
  it('formats bytes in decimal units and durations in ms', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(120_000)).toBe('120.0 KB');
    expect(formatBytes(1_213_332)).toBe('1.21 MB');
    expect(formatBytes(1_513_670_000)).toBe('1.51 GB');
    expect(formatMs(84.44)).toBe('84 ms');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(Number.NaN)).toBe('n/a');
  });

  it('computes the LCP ratio against the script-free limit', () => {
    expect(lcpRatio(page(0, 1, 100, 1150))).toBeCloseTo(1.15);
  });
});
