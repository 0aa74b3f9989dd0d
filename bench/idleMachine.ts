/**
 * Timings are only worth reporting from an idle machine: a night's report was taken at load 7, right
 * after a browser-test run, and showed a cold build of 228 s (its host's speed, which this cannot
 * see, is timed by ./cpuSpeed.ts). Before each timed part the bench
 * waits, up to a limit, until other work leaves the cores alone (CPU use over a short sample of
 * /proc/stat, not the load average, which lags by minutes and would count the bench's own build
 * that just ended), and notes in the report when that never happened.
 */
import fs from 'node:fs';
import os from 'node:os';

export interface IdleWait {
  /** Share of all cores busy (0–1) in the last sample. */
  busy: number;
  waitedMs: number;
  idle: boolean;
}

export interface IdleWaitOptions {
  /** Highest share of all cores busy that counts as idle. */
  maxBusy?: number;
  timeoutMs?: number;
  /** Measures the share of all cores busy over a short time. */
  sampleBusy?: () => Promise<number>;
  now?: () => number;
}

/** [busy, total] jiffies of all cores from /proc/stat's first line. */
export function parseCpuTimes(stat: string): [number, number] {
  const fields = stat.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  if (fields.length < 4 || fields.some((value) => !Number.isFinite(value)))
    throw new Error('unexpected /proc/stat');
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th fields.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return [total - idle, total];
}

/** Share of all cores busy over `ms`; from the load average where /proc/stat is missing. */
export async function sampleCpuBusy(ms = 2000): Promise<number> {
  let before: [number, number];
  try {
    before = parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return Math.min(1, (os.loadavg()[0] ?? 0) / os.cpus().length);
  }
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  const total = after[1] - before[1];
  return total > 0 ? (after[0] - before[0]) / total : 0;
}

export async function waitForIdleMachine(options: IdleWaitOptions = {}): Promise<IdleWait> {
  const maxBusy = options.maxBusy ?? 0.2;
  const timeoutMs = options.timeoutMs ?? 300_000;
  const sampleBusy = options.sampleBusy ?? (() => sampleCpuBusy());
  const now = options.now ?? (() => performance.now());
  const started = now();
  for (;;) {
    const busy = await sampleBusy();
    const waitedMs = now() - started;
    if (busy <= maxBusy) return { busy, waitedMs, idle: true };
    if (waitedMs >= timeoutMs) return { busy, waitedMs, idle: false };
  }
}

/** The report's note for a timed part that started on a busy machine; null when it was idle. */
export function busyMachineNote(part: string, wait: IdleWait): string | null {
  if (wait.idle) return null;
  return (
    `${part} started on a busy machine (${Math.round(wait.busy * 100)} % of the cores in use by ` +
    `other work after waiting ${Math.round(wait.waitedMs / 1000)} s): its timings are upper bounds`
  );
}
