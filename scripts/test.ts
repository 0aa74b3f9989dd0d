/**
 * `npm test`: every stage in order, stopping at the first group that fails, then the time each took,
 * so a slow stage shows in every CI log. Each stage is an npm script that can also be run alone.
 *
 * Stages in one group run at the same time: lint (ESLint, Prettier) and typecheck (generate, then
 * `astro check`) each keep one core busy and read nothing the other writes (src/generated and the
 * build caches are outside both linters), so on a 2-core machine they take the time of the longer.
 * A parallel stage's output is held and printed whole when it ends, so logs do not interleave.
 */
import { spawn } from 'node:child_process';

const GROUPS = [['lint', 'typecheck'], ['test:unit'], ['build'], ['build:variant'], ['test:e2e']];

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
    const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
    timings.push(...results);
    if (results.some((result) => !result.ok)) break;
  }

  const width = Math.max(...GROUPS.flat().map((stage) => stage.length));
  console.log('\nnpm test, time per stage (stages on one line ran at the same time):');
  for (const group of GROUPS) {
    const line = timings
      .filter(({ stage }) => group.includes(stage))
      .map(
        ({ stage, seconds, ok }) =>
          `${stage.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`,
      );
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
