import { describe, expect, it } from 'vitest';
import type { Palette } from '@mui/material/styles';
import { contrastRatio } from '@/node/generate/contrast';
import { createDocsTheme, sharedDocsTheme } from './createDocsTheme';

type Schemes = Record<'light' | 'dark', { palette: Palette }>;
const schemesOf = (theme: unknown) => (theme as { colorSchemes: Schemes }).colorSchemes;

describe('createDocsTheme', () => {
  it('uses border radius 12 and spacing 8 by default, with light and dark schemes', () => {
    const theme = createDocsTheme();
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(1)).toBe('calc(1 * var(--mui-spacing, 8px))');
    expect(Object.keys(schemesOf(theme)).sort()).toEqual(['dark', 'light']);
    for (const scheme of ['light', 'dark'] as const) {
      const palette = schemesOf(theme)[scheme].palette;
      for (const key of ['primary', 'error', 'success', 'warning'] as const)
        expect(palette[key].main).toMatch(/^#/);
      expect(palette.grey[500]).toMatch(/^#/);
    }
  });

  it('makes buttons, inputs, lists, tables and toolbars small or dense in dense mode', () => {
    const components = createDocsTheme({ dense: true }).components!;
    expect(components.MuiButton?.defaultProps?.size).toBe('small');
    expect(components.MuiIconButton?.defaultProps?.size).toBe('small');
    expect(components.MuiFab?.defaultProps?.size).toBe('small');
    expect(components.MuiTable?.defaultProps?.size).toBe('small');
    expect(components.MuiTextField?.defaultProps?.margin).toBe('dense');
    expect(components.MuiInputBase?.defaultProps?.margin).toBe('dense');
    expect(components.MuiFormControl?.defaultProps?.margin).toBe('dense');
    expect(components.MuiFormHelperText?.defaultProps?.margin).toBe('dense');
    expect(components.MuiInputLabel?.defaultProps?.margin).toBe('dense');
    expect(components.MuiListItem?.defaultProps?.dense).toBe(true);
    expect(components.MuiToolbar?.defaultProps?.variant).toBe('dense');
    expect(createDocsTheme().components?.MuiButton).toBeUndefined();
  });

  it('applies direction, spacing and custom colours', () => {
    const theme = createDocsTheme({
      direction: 'rtl',
      spacing: 6,
      paletteColors: { primary: '#aa0000' },
    });
    expect(theme.direction).toBe('rtl');
    expect(schemesOf(theme).light.palette.primary.main).toBe('#aa0000');
  });
});

describe('filled colours', () => {
  it('reach AA between each filled background and its text in both schemes', () => {
    const schemes = schemesOf(createDocsTheme());
    for (const key of ['error', 'info', 'success', 'warning'] as const) {
      const light = schemes.light.palette;
      const dark = schemes.dark.palette;
      // Light mode fills with `main`, dark mode with `dark` (Material's Alert, filled variant).
      expect(
        contrastRatio(light[key].main, light.getContrastText(light[key].main)),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(dark[key].dark, dark.getContrastText(dark[key].dark)),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('sharedDocsTheme', () => {
  it('builds one theme per set of options and gives it to every caller with those options', () => {
    const theme = sharedDocsTheme();
    expect(sharedDocsTheme({})).toBe(theme);
    expect(sharedDocsTheme({ dense: false, direction: 'ltr' })).toBe(theme);
    const dense = sharedDocsTheme({ dense: true });
    expect(dense).not.toBe(theme);
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(sharedDocsTheme({ dense: true })).toBe(dense);
    expect(sharedDocsTheme({ paletteColors: { primary: '#ff0000' } }).palette.primary.main).toBe(
      '#ff0000',
    );
  });

  it('keeps only the last few, so a visitor trying many options does not grow it', () => {
    const first = sharedDocsTheme({ spacing: 3 });
    for (const spacing of [4, 5, 6, 7, 9]) sharedDocsTheme({ spacing });
    expect(sharedDocsTheme({ spacing: 3 })).not.toBe(first);
    expect(sharedDocsTheme({ spacing: 9 })).toBe(sharedDocsTheme({ spacing: 9 }));
  });
});
