import { describe, expect, it } from 'vitest';
import { demoTitle } from './demoTitle';

describe('demoTitle', () => {
  it('reads a demo file name as words, capitalised once', () => {
    expect(demoTitle('BasicButtons')).toBe('Basic buttons');
    expect(demoTitle('InputSlider2Demo')).toBe('Input slider2 demo');
    expect(demoTitle('Demo')).toBe('Demo');
  });
});
