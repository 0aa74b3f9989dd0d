/**
 * Runs stages in lanes: the lanes at the same time, each lane's stages one after the other, a stage
 * that needs another lane's stage waiting for it (e.g. the unit tests read what `generate` writes).
 * A lane stops at its first failure; a stage whose prerequisite failed or never ran is not run.
 * A stage whose process crashed (see `crashOf`) runs once more, since the crash is not a verdict on
 * the code it checks.
 */
export interface StageSpec {
  name: string;
  /** A stage of another lane that must have passed first. */
  after?: string;
}

export interface StageTiming {
  stage: string;
  seconds: number;
  ok: boolean;
  failure?: string;
  /** Set when the process died of a native crash (a signal), not by failing: see `crashOf`. */
  crash?: string;
  /** The crash of a first attempt that was run again. */
  retriedAfter?: string;
}

/**
 * Signals a process dies of when the engine itself aborts (V8's fatal errors raise SIGTRAP or
 * SIGABRT) or faults, as opposed to a failing check, which exits with a status. Node 24's V8
 * (13.6) once aborted in stop 44's CI, in `generate`, with `Check failed: jit_page.has_value()`:
 * a lookup in its process-wide table of code pages, which threads share, that other projects also
 * meet with worker threads. It did not recur in our runs here, and no JavaScript can catch it.
 */
const CRASH_SIGNALS: Record<string, number> = {
  SIGILL: 4,
  SIGTRAP: 5,
  SIGABRT: 6,
  SIGBUS: 7,
  SIGSEGV: 11,
};

/**
 * Whether a stage's process crashed, described for the log, or undefined. A shell or npm reports a
 * child killed by signal N as exit status 128 + N.
 */
export function crashOf(status: number | null, signal: NodeJS.Signals | null): string | undefined {
  if (signal !== null && signal in CRASH_SIGNALS) return `killed by ${signal}`;
  const entry = Object.entries(CRASH_SIGNALS).find(([, number]) => status === 128 + number);
  return entry ? `exit ${status}, a process killed by ${entry[0]}` : undefined;
}

export async function runLanes(
  lanes: readonly (readonly StageSpec[])[],
  run: (stage: string) => Promise<StageTiming>,
): Promise<StageTiming[]> {
  const names = lanes.flat().map((spec) => spec.name);
  for (const spec of lanes.flat())
    if (spec.after !== undefined && !names.includes(spec.after))
      throw new Error(`${spec.name} waits for ${spec.after}, which no lane runs`);
  const settle = new Map<string, (passed: boolean) => void>();
  const passed = new Map(
    names.map((name) => [name, new Promise<boolean>((resolve) => settle.set(name, resolve))]),
  );
  const finish = (name: string, ok: boolean) => settle.get(name)?.(ok);

  const timings = await Promise.all(
    lanes.map(async (lane) => {
      const done: StageTiming[] = [];
      for (const [i, spec] of lane.entries()) {
        if (spec.after !== undefined && !(await passed.get(spec.after))) {
          done.push({
            stage: spec.name,
            seconds: 0,
            ok: false,
            failure: `${spec.name} did not run: ${spec.after} did not pass`,
          });
          lane.slice(i).forEach((rest) => finish(rest.name, false));
          break;
        }
        let timing = await run(spec.name);
        if (timing.crash !== undefined) {
          const again = await run(spec.name);
          timing = {
            ...again,
            seconds: timing.seconds + again.seconds,
            retriedAfter: timing.crash,
          };
        }
        done.push(timing);
        finish(spec.name, timing.ok);
        if (!timing.ok) {
          lane.slice(i + 1).forEach((rest) => finish(rest.name, false));
          break;
        }
      }
      return done;
    }),
  );
  return timings.flat();
}
