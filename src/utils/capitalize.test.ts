import { describe, expect, it } from 'vitest';
import { capitalize } from './capitalize';

describe('capitalize', () => {
  it('upper-cases the first character', () => {
    expect(capitalize('primary')).toBe('Primary');
    expect(capitalize('')).toBe('');
  });
  it.each([[1], [null], [undefined], [{}]])('throws for %s', (value) => {
    expect(() => capitalize(value)).toThrow(/expects a string/);
  });
});
