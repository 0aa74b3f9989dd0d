// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_OPTIONS_STORAGE_KEY } from '@/preferences/colorMode';
import { defaultThemeOptions, serialiseThemeOptions } from '@/preferences/themeReducer';

/** The stores read the cookies, hash and storage as they load: each test loads them afresh. */
async function load() {
  vi.resetModules();
  const signal = await import('@/preferences/demoStartSignal');
  const events = vi.fn();
  window.addEventListener(signal.START_DEMOS_EVENT, events);
  return {
    ...(await import('./demoPreferences')),
    ...(await import('@/preferences/codePreferencesStore')),
    ...(await import('@/preferences/themeOptionsStore')),
    signalled: signal.demosSignalled,
    events,
  };
}

function clearCookie(name: string): void {
  document.cookie = `${name}=;max-age=0;path=/`;
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-start-demos');
  localStorage.clear();
  clearCookie('codeVariant');
  clearCookie('codeStyling');
  window.location.hash = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startDemosForPreferences', () => {
  it('leaves the demos waiting for a visitor with the default preferences', async () => {
    const page = await load();
    page.startDemosForPreferences();
    expect(page.signalled()).toBe(false);
    expect(page.events).not.toHaveBeenCalled();
  });

  it.each([
    ['a JS cookie', () => (document.cookie = 'codeVariant=JS;path=/')],
    ['a Tailwind cookie', () => (document.cookie = 'codeStyling=Tailwind;path=/')],
    ['a styling hash', () => (window.location.hash = '#tailwind-BasicButtons.tsx')],
    [
      'a stored density',
      () =>
        localStorage.setItem(
          THEME_OPTIONS_STORAGE_KEY,
          serialiseThemeOptions({ ...defaultThemeOptions, dense: true }),
        ),
    ],
    [
      'a stored direction',
      () =>
        localStorage.setItem(
          THEME_OPTIONS_STORAGE_KEY,
          serialiseThemeOptions({ ...defaultThemeOptions, direction: 'rtl' }),
        ),
    ],
  ])('starts them at once for %s', async (_name, arrange) => {
    arrange();
    const page = await load();
    page.startDemosForPreferences();
    expect(page.signalled()).toBe(true);
    expect(page.events).toHaveBeenCalledTimes(1);
  });

  it('ignores garbage preferences, which fall back to the defaults', async () => {
    document.cookie = 'codeVariant=%E0%A4%A;path=/';
    localStorage.setItem(THEME_OPTIONS_STORAGE_KEY, '{not json');
    const page = await load();
    page.startDemosForPreferences();
    expect(page.signalled()).toBe(false);
  });

  it('starts them when a preference changes later, and signals once', async () => {
    const page = await load();
    page.startDemosForPreferences();
    expect(page.signalled()).toBe(false);
    page.setCodeStyling('CSS');
    expect(page.signalled()).toBe(true);
    page.setCodeVariant('JS');
    page.dispatchThemeAction({ type: 'SET_DENSE', payload: true });
    expect(page.events).toHaveBeenCalledTimes(1);
  });
});
