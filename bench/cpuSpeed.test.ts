import { describe, expect, it } from 'vitest';
import { fixedWork, measureCpuSpeed } from './cpuSpeed';

describe('CPU speed calibration', () => {
  it('does the same work every time', () => {
    expect(fixedWork()).toBe(fixedWork());
  });

  it('times it in milliseconds', () => {
    const ms = measureCpuSpeed(3);
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(1);
  });
});
