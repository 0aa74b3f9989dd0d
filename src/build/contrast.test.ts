import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, ensureContrast } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#e36209', '#ffffff')).toBeCloseTo(3.48, 1);
  });

  it('darkens on light backgrounds and lightens on dark ones until AA', () => {
    const onLight = ensureContrast('#e36209', '#ffffff');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    const onDark = ensureContrast('#768390', '#22272e');
    expect(contrastRatio(onDark, '#22272e')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('leaves readable colours alone', () => {
    expect(ensureContrast('#24292e', '#ffffff')).toBe('#24292e');
  });
});
