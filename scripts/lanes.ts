/**
 * Runs stages in lanes: the lanes at the same time, each lane's stages one after the other, a stage
 * that needs another lane's stage waiting for it (e.g. the unit tests read what `generate` writes).
 * A lane stops at its first failure; a stage whose prerequisite failed or never ran is not run.
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
        const timing = await run(spec.name);
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
