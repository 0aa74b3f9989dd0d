/**
 * Lighthouse through its Node API: mobile form factor and simulated throttling (the default
 * config), performance category only, several runs per page, median of each metric.
 */
import lighthouse from 'lighthouse';
import { median } from './stats';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes transferred for the whole page load (Lighthouse "total-byte-weight"). */
  transferBytes: number;
}

export interface LighthouseResult extends LighthouseRun {
  runs: LighthouseRun[];
}

/** The five weighted metrics of the performance score, plus what the report shows. */
export const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'total-byte-weight',
] as const;

type Audits = Record<string, { numericValue?: number } | undefined>;

function numeric(audits: Audits, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/**
 * One Lighthouse report of `url` as the bench takes it (mobile, simulated throttling, performance
 * category), from the Chromium listening on `port`; `onlyAudits` limits the audits run.
 */
export async function lighthouseReport(
  url: string,
  port: number,
  onlyAudits?: readonly string[],
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(onlyAudits ? { onlyAudits: [...onlyAudits] } : {}),
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
  }
  return result.lhr;
}

export async function runLighthouseOnce(url: string, port: number): Promise<LighthouseRun> {
  // The audits behind the score and the report, so only their gatherers run (no bf-cache
  // check, no unused-code analysis): the same score, in a fraction of the time.
  const lhr = await lighthouseReport(url, port, METRIC_AUDITS);
  const audits = lhr.audits as Audits;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: numeric(audits, 'first-contentful-paint'),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    speedIndexMs: numeric(audits, 'speed-index'),
    transferBytes: numeric(audits, 'total-byte-weight'),
  };
}

export function summarize(runs: LighthouseRun[]): LighthouseResult {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    transferBytes: of('transferBytes'),
    runs,
  };
}

export async function runLighthouse(
  url: string,
  port: number,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouseOnce(url, port));
  return summarize(results);
}
