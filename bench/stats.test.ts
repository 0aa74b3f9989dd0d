import { describe, expect, it } from 'vitest';
import { median, ratio, spread } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([10])).toBe(10);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores values that are not finite and is NaN when nothing is left', () => {
    expect(median([Number.NaN, 5, Infinity, 7, 6])).toBe(6);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('divides ours by the limit', () => {
    expect(ratio(1200, 1000)).toBeCloseTo(1.2);
    expect(ratio(0, 1000)).toBe(0);
  });

  it('is null when a side is missing or the limit is not positive', () => {
    expect(ratio(null, 1000)).toBeNull();
    expect(ratio(1000, undefined)).toBeNull();
    expect(ratio(1000, 0)).toBeNull();
    expect(ratio(Number.NaN, 1000)).toBeNull();
  });
});

describe('spread', () => {
  it('gives median, min, max and the number of samples', () => {
    expect(spread([5, 1, 9, Number.NaN])).toEqual({ median: 5, min: 1, max: 9, samples: 3 });
  });
});
