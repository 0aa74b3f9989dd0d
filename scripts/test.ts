/**
 * `npm test`: every stage in order, stopping at the first that fails, then the time each took, so a
 * slow stage shows in every CI log. Each stage is an npm script that can also be run alone.
 */
import { spawnSync } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'build', 'build:variant', 'test:e2e'] as const;

const timings: Array<{ stage: string; seconds: number; ok: boolean }> = [];
let failed: string | undefined;
for (const stage of STAGES) {
  const started = performance.now();
  const { status, signal } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const ok = status === 0;
  timings.push({ stage, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    failed = `${stage} ${signal ? `was killed by ${signal}` : `exited with ${status}`}`;
    break;
  }
}

const width = Math.max(...STAGES.map((stage) => stage.length));
const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\nnpm test, time per stage:');
for (const { stage, seconds, ok } of timings) {
  console.log(
    `  ${stage.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`npm test: ${failed}`);
  process.exit(1);
}
