import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { copyValue, displayValue, isColor, isVisible, searchTheme } from './themeTree';

describe('themeTree', () => {
  const theme = createTheme();

  it('finds palette.primary.main and opens the branches above it', () => {
    const result = searchTheme(theme, 'primary');
    expect(result.matches.has('palette.primary.main')).toBe(true);
    expect(result.ancestors.has('palette')).toBe(true);
    expect(result.ancestors.has('palette.primary')).toBe(true);
    expect(isVisible('palette.primary.main', result)).toBe(true);
    expect(isVisible('spacing', result)).toBe(false);
  });

  it('matches leaf values', () => {
    const result = searchTheme(theme, '#1976d2');
    expect(result.matches.has('palette.primary.main')).toBe(true);
  });

  it('describes values', () => {
    expect(isColor('#1976d2')).toBe(true);
    expect(isColor('rgba(0, 0, 0, 0.87)')).toBe(true);
    expect(isColor('16px')).toBe(false);
    expect(displayValue(theme.spacing)).toBe('function');
    expect(displayValue('#fff')).toBe("'#fff'");
    expect(copyValue('#fff')).toBe('#fff');
  });
});
