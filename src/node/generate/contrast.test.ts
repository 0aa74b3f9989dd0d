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

  it('judges a translucent colour by what it shows over the background', () => {
    // #24292e reads at 14.7:1 on white; at half opacity it shows as about #919496, under AA.
    expect(contrastRatio('#24292e', '#ffffff')).toBeGreaterThan(14);
    expect(contrastRatio('#24292e80', '#ffffff')).toBeLessThan(AA_CONTRAST);
    expect(contrastRatio('#0008', '#fff')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 1);
    const fixed = ensureContrast('#24292e80', '#ffffff');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('leaves readable colours alone', () => {
    expect(ensureContrast('#24292e', '#ffffff')).toBe('#24292e');
  });
});
