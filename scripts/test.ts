/**
 * `npm test`: every stage, then the time each took, so a slow stage shows in every CI log. Each
 * stage is an npm script that can also be run alone.
 *
 * Two lanes run at the same time, each lane's stages one after the other (scripts/lanes.ts), packed
 * so that each keeps about one of the two cores busy until both end together:
 * - lint (ESLint, Prettier), then the unit tests (Vitest runs test files on one worker when there
 *   are two cores), which read src/generated and so wait for `generate`;
 * - generate (the content check, page data, demo sources: both cores when alone), `astro check`
 *   (one thread), then the two builds, which find generate's output up to date and mostly render
 *   pages on one thread.
 * Neither linter reads what generate writes (src/generated and the build caches are outside both).
 * The browser tests run after both lanes, on the built site, alone. A lane stops at its first
 * failure; the browser tests run only if every stage before passed. A lane's output is held and
 * printed whole when a stage ends, so logs do not interleave.
 */
import { spawn } from 'node:child_process';
import { crashOf, runLanes, type StageSpec, type StageTiming } from './lanes';

const GROUPS: readonly (readonly (readonly StageSpec[])[])[] = [
  [
    [{ name: 'lint' }, { name: 'test:unit', after: 'generate' }],
    [{ name: 'generate' }, { name: 'check:types' }, { name: 'build' }, { name: 'build:variant' }],
  ],
  [[{ name: 'test:e2e' }]],
];

function runStage(stage: string, alone: boolean): Promise<StageTiming> {
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
      const crash = crashOf(status, signal);
      if (crash) console.log(`\nnpm test: ${stage} crashed (${crash})`);
      resolve({
        stage,
        seconds: (performance.now() - started) / 1000,
        ok,
        failure: ok
          ? undefined
          : `${stage} ${signal ? `was killed by ${signal}` : `exited with ${status}`}`,
        crash,
      });
    });
  });
}

async function main(): Promise<void> {
  const timings: StageTiming[] = [];
  const wallStarted = performance.now();
  for (const group of GROUPS) {
    const alone = group.length === 1 && group[0]!.length === 1;
    const results = await runLanes(group, (stage) => runStage(stage, alone));
    timings.push(...results);
    if (results.some((result) => !result.ok)) break;
  }

  const stages = GROUPS.flat(2).map((spec) => spec.name);
  const width = Math.max(...stages.map((stage) => stage.length));
  console.log(
    '\nnpm test, time per stage (a line per lane, its stages in turn; the first two lanes ran at the same time):',
  );
  const show = ({ stage, seconds, ok, retriedAfter }: StageTiming) =>
    `${stage.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}` +
    (retriedAfter ? ` (run twice: the first crashed, ${retriedAfter})` : '');
  for (const lane of GROUPS.flat()) {
    const names = lane.map((spec) => spec.name);
    const line = timings
      .filter(({ stage }) => names.includes(stage))
      .map(show)
      .join(' then ');
    if (line) console.log(`  ${line}`);
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
