import { describe, expect, it } from 'vitest';
import {
  defaultThemeOptions,
  hasDefaultTheme,
  parseStoredThemeOptions,
  serialiseThemeOptions,
  themeReducer,
  type ThemeAction,
} from './themeReducer';

describe('themeReducer', () => {
  const base = defaultThemeOptions;

  it('starts with spacing 8, light, ltr, not dense', () => {
    expect(base).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });

  it('sets, increases and decreases spacing by 1', () => {
    expect(themeReducer(base, { type: 'SET_SPACING', payload: 5 }).spacing).toBe(5);
    expect(themeReducer(base, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(base, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
  });

  it('sets dense and resets density (dense off, spacing 8)', () => {
    const dense = themeReducer({ ...base, spacing: 4 }, { type: 'SET_DENSE', payload: true });
    expect(dense).toMatchObject({ dense: true, spacing: 4 });
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toMatchObject({
      dense: false,
      spacing: 8,
    });
  });

  it('resets colours', () => {
    const coloured = { ...base, paletteColors: { primary: '#ff0000' } };
    expect(themeReducer(coloured, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('changes mode, direction or colours, keeping the same object when nothing changes', () => {
    expect(
      themeReducer(base, { type: 'CHANGE', payload: { paletteMode: 'dark' } }).paletteMode,
    ).toBe('dark');
    expect(themeReducer(base, { type: 'CHANGE', payload: { direction: 'rtl' } }).direction).toBe(
      'rtl',
    );
    const colours = { primary: '#123456' };
    expect(
      themeReducer(base, { type: 'CHANGE', payload: { paletteColors: colours } }).paletteColors,
    ).toBe(colours);
    expect(themeReducer(base, { type: 'CHANGE', payload: { direction: 'ltr' } })).toBe(base);
  });

  it('throws for an unknown action type', () => {
    expect(() => themeReducer(base, { type: 'NOPE' } as unknown as ThemeAction)).toThrow(
      'Unrecognized theme action type: NOPE',
    );
  });
});

describe('hasDefaultTheme', () => {
  it('is true for the defaults (a stored copy too, and whatever the mode), false once an option shapes the theme', () => {
    expect(hasDefaultTheme(defaultThemeOptions)).toBe(true);
    expect(
      hasDefaultTheme({ ...defaultThemeOptions, paletteColors: {}, paletteMode: 'dark' }),
    ).toBe(true);
    expect(hasDefaultTheme({ ...defaultThemeOptions, dense: true })).toBe(false);
    expect(hasDefaultTheme({ ...defaultThemeOptions, direction: 'rtl' })).toBe(false);
    expect(hasDefaultTheme({ ...defaultThemeOptions, spacing: 9 })).toBe(false);
    expect(hasDefaultTheme({ ...defaultThemeOptions, paletteColors: { primary: '#ff0000' } })).toBe(
      false,
    );
    expect(
      hasDefaultTheme({ ...defaultThemeOptions, paletteColors: { secondary: '#00ff00' } }),
    ).toBe(false);
  });
});

describe('stored theme options', () => {
  it('round-trips the persisted fields', () => {
    const state = { ...defaultThemeOptions, dense: true, direction: 'rtl' as const, spacing: 6 };
    expect(parseStoredThemeOptions(serialiseThemeOptions(state))).toEqual({
      dense: true,
      direction: 'rtl',
      spacing: 6,
      paletteColors: {},
    });
  });

  it.each([null, '', 'garbage{', '42', 'null', '"rtl"', '[]'])('ignores %j', (raw) => {
    expect(parseStoredThemeOptions(raw)).toEqual({});
  });

  it('drops invalid fields and keeps valid ones', () => {
    expect(
      parseStoredThemeOptions(
        JSON.stringify({
          dense: 'yes',
          direction: 'up',
          spacing: -3,
          paletteColors: { primary: 'red', secondary: '#00ff00' },
        }),
      ),
    ).toEqual({ paletteColors: { secondary: '#00ff00' } });
  });
});
