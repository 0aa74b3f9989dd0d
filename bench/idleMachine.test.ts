import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyMachineNote, parseCpuTimes, sampleCpuBusy, waitForIdleMachine } from './idleMachine';

/** A fake machine: each sample takes 2 s of a fake clock and reads the next scripted share. */
function fakeMachine(shares: number[]) {
  let time = 0;
  let samples = 0;
  return {
    sampleBusy: async () => {
      time += 2000;
      return shares[Math.min(samples++, shares.length - 1)] as number;
    },
    now: () => time,
    samples: () => samples,
  };
}

describe('waitForIdleMachine', () => {
  it('returns after one sample on an idle machine', async () => {
    const machine = fakeMachine([0.05]);
    const wait = await waitForIdleMachine({ maxBusy: 0.2, ...machine });
    expect(wait).toEqual({ busy: 0.05, waitedMs: 2000, idle: true });
    expect(machine.samples()).toBe(1);
  });

  it('waits while other work keeps the cores busy', async () => {
    const machine = fakeMachine([0.95, 0.9, 0.6, 0.1]);
    const wait = await waitForIdleMachine({ maxBusy: 0.2, ...machine });
    expect(wait).toEqual({ busy: 0.1, waitedMs: 8000, idle: true });
  });

  it('gives up at the limit and says the machine was busy', async () => {
    const machine = fakeMachine([0.5]);
    const wait = await waitForIdleMachine({ maxBusy: 0.2, timeoutMs: 10000, ...machine });
    expect(wait).toEqual({ busy: 0.5, waitedMs: 10000, idle: false });
    expect(busyMachineNote('cold build', wait)).toBe(
      'cold build started on a busy machine (50 % of the cores in use by other work after waiting 10 s): its timings are upper bounds',
    );
    expect(busyMachineNote('cold build', { busy: 0.05, waitedMs: 2000, idle: true })).toBeNull();
  });
});

describe('CPU use from /proc/stat', () => {
  it('counts everything but idle and iowait as busy', () => {
    expect(parseCpuTimes('cpu  100 5 50 800 45 0 0 0 0 0\ncpu0 1 2 3 4\n')).toEqual([155, 1000]);
    expect(() => parseCpuTimes('garbage')).toThrow('unexpected /proc/stat');
  });

  it('sees this thread keeping one core busy', async () => {
    const busy = sampleCpuBusy(300);
    const started = Date.now();
    // Busy for most of the sample, yielding now and then so the sample's timer can fire.
    while (Date.now() - started < 280) {
      await new Promise((resolve) => setImmediate(resolve));
      const until = Date.now() + 20;
      while (Date.now() < until);
    }
    expect(await busy).toBeGreaterThan(0.5 / os.cpus().length);
  });
});
