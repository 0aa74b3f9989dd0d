import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorModeInitScript, parseColorMode } from './colorMode';

function runScript(options: {
  storage?: Record<string, string>;
  prefersDark?: boolean;
  storageThrows?: boolean;
}) {
  const store = new Map(Object.entries(options.storage ?? {}));
  const attributes = new Map<string, string>();
  const style: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  };
  const window = {
    get localStorage() {
      if (options.storageThrows) throw new Error('SecurityError');
      return localStorage;
    },
    matchMedia: () => ({ matches: Boolean(options.prefersDark) }),
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      style,
    },
  };
  vm.runInNewContext(colorModeInitScript(), { window, document, JSON });
  return { attributes, store, style };
}

describe('parseColorMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
    ['DARK', 'system'],
  ])('%j → %s', (value, mode) => {
    expect(parseColorMode(value)).toBe(mode);
  });
});

describe('colour mode init script', () => {
  it('applies a stored dark mode to Material and Joy before paint', () => {
    const { attributes, style } = runScript({ storage: { 'mui-mode': 'dark' } });
    expect(attributes.get('data-mui-color-scheme')).toBe('dark');
    expect(attributes.get('data-joy-color-scheme')).toBe('dark');
    expect(style.colorScheme).toBe('dark');
  });

  it('follows the system by default', () => {
    expect(runScript({ prefersDark: true }).attributes.get('data-mui-color-scheme')).toBe('dark');
    expect(runScript({ prefersDark: false }).attributes.get('data-mui-color-scheme')).toBe('light');
  });

  it('treats a garbage mode as system and removes it', () => {
    const { attributes, store } = runScript({
      storage: { 'mui-mode': '<img>' },
      prefersDark: true,
    });
    expect(attributes.get('data-mui-color-scheme')).toBe('dark');
    expect(store.has('mui-mode')).toBe(false);
  });

  it('removes colour-scheme names that are not schemes of the theme', () => {
    const { store } = runScript({
      storage: { 'mui-color-scheme-dark': 'neon', 'mui-color-scheme-light': 'light' },
    });
    expect(store.has('mui-color-scheme-dark')).toBe(false);
    expect(store.get('mui-color-scheme-light')).toBe('light');
  });

  it('survives a localStorage that throws', () => {
    const { attributes } = runScript({ storageThrows: true, prefersDark: true });
    expect(attributes.get('data-mui-color-scheme')).toBe('dark');
    expect(attributes.get('dir')).toBe('ltr');
  });

  it('sets the stored direction, ignoring garbage options', () => {
    expect(
      runScript({ storage: { 'mui-theme-options': '{"direction":"rtl"}' } }).attributes.get('dir'),
    ).toBe('rtl');
    expect(runScript({ storage: { 'mui-theme-options': '{nope' } }).attributes.get('dir')).toBe(
      'ltr',
    );
  });
});
