import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimedSteps } from '../support/timedSteps';

describe('TimedSteps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns each step result while the limit has not passed', async () => {
    const steps = new TimedSteps('/route/', 1_000);
    expect(await steps.step('load', async () => 200)).toBe(200);
    expect(await steps.step('axe', async () => ['none'])).toEqual(['none']);
    steps.end();
  });

  it('fails a step that outlasts the limit, naming it and the steps done before it', async () => {
    vi.useFakeTimers();
    const steps = new TimedSteps('/joy-ui/getting-started/tutorial/', 110_000);
    await steps.step('load', async () => {
      vi.advanceTimersByTime(1_500);
    });
    const stuck = steps.step('axe in light', () => new Promise(() => {}));
    const failed = expect(stuck).rejects.toThrow(
      /^\/joy-ui\/getting-started\/tutorial\/: still in step "axe in light" after 108\.5 s when the limit of 110\.0 s passed; done before: load 1\.5 s$/,
    );
    vi.advanceTimersByTime(108_500);
    await failed;
  });

  it('passes on the error of the step itself', async () => {
    const steps = new TimedSteps('/route/', 1_000);
    await expect(
      steps.step('hydrate the islands', () => Promise.reject(new Error('island 3'))),
    ).rejects.toThrow('island 3');
    steps.end();
  });

  it('leaves no rejection behind when the limit passes between steps or after end()', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const between = new TimedSteps('/a/', 10);
      vi.advanceTimersByTime(20);
      const ended = new TimedSteps('/b/', 10);
      ended.end();
      vi.advanceTimersByTime(20);
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      // A step after the limit fails at once, the limit having passed between steps.
      await expect(between.step('late', async () => 1)).rejects.toThrow(
        '/a/: between steps when the limit of 0.0 s passed; done before: none',
      );
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
