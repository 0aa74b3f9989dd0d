import { describe, expect, it } from 'vitest';
import { crashOf, runLanes, type StageTiming } from './lanes';

/** A fake stage runner: each stage takes `ms` of real time and passes unless listed as failing. */
function fakeRunner(ms: Record<string, number>, failing: string[] = []) {
  const events: string[] = [];
  const run = async (stage: string): Promise<StageTiming> => {
    events.push(`start ${stage}`);
    await new Promise((resolve) => setTimeout(resolve, ms[stage] ?? 1));
    events.push(`end ${stage}`);
    const ok = !failing.includes(stage);
    return { stage, seconds: 0, ok, failure: ok ? undefined : `${stage} failed` };
  };
  return { run, events };
}

describe('runLanes', () => {
  it('runs lanes at the same time, a lane in turn, a stage after its prerequisite', async () => {
    const { run, events } = fakeRunner({ lint: 5, generate: 30, unit: 5, check: 5 });
    const timings = await runLanes(
      [
        [{ name: 'lint' }, { name: 'unit', after: 'generate' }],
        [{ name: 'generate' }, { name: 'check' }],
      ],
      run,
    );
    expect(events.slice(0, 2)).toEqual(['start lint', 'start generate']);
    // lint ends long before generate, but unit waits for it.
    expect(events.indexOf('start unit')).toBeGreaterThan(events.indexOf('end generate'));
    expect(events.indexOf('start check')).toBeGreaterThan(events.indexOf('end generate'));
    expect(timings.map((timing) => [timing.stage, timing.ok])).toEqual([
      ['lint', true],
      ['unit', true],
      ['generate', true],
      ['check', true],
    ]);
  });

  it('does not run a stage whose prerequisite failed, nor the rest of a failed lane', async () => {
    const { run, events } = fakeRunner({}, ['generate']);
    const timings = await runLanes(
      [
        [{ name: 'lint' }, { name: 'unit', after: 'generate' }, { name: 'more' }],
        [{ name: 'generate' }, { name: 'check' }],
      ],
      run,
    );
    expect(events).not.toContain('start unit');
    expect(events).not.toContain('start more');
    expect(events).not.toContain('start check');
    expect(timings.find((timing) => timing.stage === 'unit')).toEqual({
      stage: 'unit',
      seconds: 0,
      ok: false,
      failure: 'unit did not run: generate did not pass',
    });
  });

  it('does not wait forever on a prerequisite its lane never reached', async () => {
    const { run } = fakeRunner({}, ['lint']);
    const timings = await runLanes(
      [[{ name: 'lint' }, { name: 'generate' }], [{ name: 'unit', after: 'generate' }]],
      run,
    );
    expect(timings.map((timing) => [timing.stage, timing.ok])).toEqual([
      ['lint', false],
      ['unit', false],
    ]);
  });

  it('refuses a prerequisite that no lane runs', async () => {
    const { run } = fakeRunner({});
    await expect(runLanes([[{ name: 'unit', after: 'nothing' }]], run)).rejects.toThrow(
      'unit waits for nothing, which no lane runs',
    );
  });

  it('runs a stage that crashed once more, and keeps the second verdict', async () => {
    const attempts: Record<string, number> = {};
    // generate crashes once then passes; build crashes twice; unit fails by exiting 1.
    const outcomes: Record<string, ('crash' | 'fail' | 'pass')[]> = {
      generate: ['crash', 'pass'],
      build: ['crash', 'crash', 'pass'],
      unit: ['fail', 'pass'],
    };
    const run = async (stage: string): Promise<StageTiming> => {
      const attempt = (attempts[stage] = (attempts[stage] ?? 0) + 1);
      const outcome = outcomes[stage]?.[attempt - 1] ?? 'pass';
      if (outcome === 'pass') return { stage, seconds: 2, ok: true };
      return {
        stage,
        seconds: 2,
        ok: false,
        failure: `${stage} failed`,
        crash: outcome === 'crash' ? 'exit 133, a process killed by SIGTRAP' : undefined,
      };
    };
    const timings = await runLanes(
      [[{ name: 'generate' }, { name: 'build' }], [{ name: 'unit' }]],
      run,
    );
    expect(attempts).toEqual({ generate: 2, build: 2, unit: 1 });
    expect(timings).toEqual([
      {
        stage: 'generate',
        seconds: 4,
        ok: true,
        retriedAfter: 'exit 133, a process killed by SIGTRAP',
      },
      {
        stage: 'build',
        seconds: 4,
        ok: false,
        failure: 'build failed',
        crash: 'exit 133, a process killed by SIGTRAP',
        retriedAfter: 'exit 133, a process killed by SIGTRAP',
      },
      { stage: 'unit', seconds: 2, ok: false, failure: 'unit failed', crash: undefined },
    ]);
  });
});

describe('crashOf', () => {
  it('tells a native crash from a failing exit', () => {
    expect(crashOf(133, null)).toBe('exit 133, a process killed by SIGTRAP');
    expect(crashOf(134, null)).toBe('exit 134, a process killed by SIGABRT');
    expect(crashOf(139, null)).toBe('exit 139, a process killed by SIGSEGV');
    expect(crashOf(null, 'SIGABRT')).toBe('killed by SIGABRT');
    expect(crashOf(1, null)).toBeUndefined();
    expect(crashOf(0, null)).toBeUndefined();
    // Killed from outside (a timeout, Ctrl+C): not a crash, not run again.
    expect(crashOf(null, 'SIGTERM')).toBeUndefined();
    expect(crashOf(130, null)).toBeUndefined();
  });
});
