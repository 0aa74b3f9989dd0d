import { describe, expect, it } from 'vitest';
import { acceptsCoding, chooseCoding, type ContentCoding } from './encoding';

const both = new Set<ContentCoding>(['br', 'gzip']);

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'], // any accepted br beats gzip: it is always smaller
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseCoding(header, both)).toBe(expected);
  });

  it('only picks variants that exist', () => {
    expect(chooseCoding('br, gzip', new Set<ContentCoding>(['gzip']))).toBe('gzip');
    expect(chooseCoding('br', new Set<ContentCoding>(['gzip']))).toBeUndefined();
    expect(chooseCoding('br, gzip', new Set())).toBeUndefined();
  });
});

describe('acceptsCoding', () => {
  it('reads q-values case-insensitively', () => {
    expect(acceptsCoding('GZIP;Q=0.1', 'gzip')).toBe(true);
    expect(acceptsCoding('br; q=0.000', 'br')).toBe(false);
  });
});
