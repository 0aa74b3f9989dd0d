/**
 * `npm test`: every stage in order, stopping at the first group that fails, then the time each took,
 * so a slow stage shows in every CI log. Each stage is an npm script that can also be run alone.
 *
 * A group's lanes run at the same time, each lane's stages one after the other. On a 2-core machine
 * two lanes that each keep about one core busy take the time of the longer:
 * - lint (ESLint, Prettier) beside typecheck (generate, then `astro check`): neither reads what the
 *   other writes (src/generated and the build caches are outside both linters);
 * - the unit tests (Vitest runs test files on one worker when there are two cores) beside the two
 *   builds, which mostly render pages on one thread; the unit tests read src/generated, which the
 *   builds' generate step finds up to date after typecheck's and leaves as it is (writeIfChanged).
 * A lane's output is held and printed whole when it ends, so logs do not interleave.
 */
import { spawn } from 'node:child_process';

const GROUPS: readonly (readonly (readonly string[])[])[] = [
  [['lint'], ['typecheck']],
  [['test:unit'], ['build', 'build:variant']],
  [['test:e2e']],
];

interface Timing {
  stage: string;
  seconds: number;
  ok: boolean;
  failure?: string;
}

function runStage(stage: string, alone: boolean): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (!alone) {
        process.stdout.write(`\n----- npm run ${stage} -----\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = status === 0;
      resolve({
        stage,
        seconds: (performance.now() - started) / 1000,
        ok,
        failure: ok
          ? undefined
          : `${stage} ${signal ? `was killed by ${signal}` : `exited with ${status}`}`,
      });
    });
  });
}

async function main(): Promise<void> {
  const timings: Timing[] = [];
  const wallStarted = performance.now();
  for (const group of GROUPS) {
    const alone = group.length === 1;
    const lanes = await Promise.all(
      group.map(async (lane) => {
        const done: Timing[] = [];
        for (const stage of lane) {
          done.push(await runStage(stage, alone));
          if (!done.at(-1)!.ok) break;
        }
        return done;
      }),
    );
    timings.push(...lanes.flat());
    if (lanes.flat().some((result) => !result.ok)) break;
  }

  const width = Math.max(...GROUPS.flat(2).map((stage) => stage.length));
  console.log(
    "\nnpm test, time per stage (lanes on one line ran at the same time, a lane's stages in turn):",
  );
  const show = ({ stage, seconds, ok }: Timing) =>
    `${stage.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`;
  for (const group of GROUPS) {
    const line = group
      .map((lane) =>
        timings
          .filter(({ stage }) => lane.includes(stage))
          .map(show)
          .join(' then '),
      )
      .filter(Boolean);
    if (line.length > 0) console.log(`  ${line.join('   |   ')}`);
  }
  const wall = (performance.now() - wallStarted) / 1000;
  console.log(`  ${'total'.padEnd(width)}  ${wall.toFixed(1).padStart(7)} s`);
  const failures = timings.filter((timing) => timing.failure);
  if (failures.length > 0) {
    for (const { failure } of failures) console.error(`npm test: ${failure}`);
    process.exit(1);
  }
}

// Top-level await is not available here: tsx runs this file as CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
