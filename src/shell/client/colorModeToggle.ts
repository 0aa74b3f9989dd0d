/**
 * The app bar's colour-mode switch (plain script, no React): flips between light and dark, stores
 * the choice under `mui-mode`, applies it to <html> at once, and tells the React islands in this tab
 * through the same storage event their providers already listen to for other tabs. It also follows
 * other tabs and, in system mode, the operating system's setting, live.
 */
import { JOY_SCHEME_ATTRIBUTE, MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';
import { MODE_STORAGE_KEY, parseColorMode, type ColorMode } from '@/preferences/colorMode';
import { readStorage, writeStorage } from '@/preferences/storage';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolvedScheme(mode: ColorMode): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  try {
    return darkQuery().matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyScheme(scheme: 'light' | 'dark'): void {
  const root = document.documentElement;
  // Unchanged attributes are not written again: a write restyles the whole page.
  for (const attribute of [MATERIAL_SCHEME_ATTRIBUTE, JOY_SCHEME_ATTRIBUTE])
    if (root.getAttribute(attribute) !== scheme) root.setAttribute(attribute, scheme);
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  for (const button of document.querySelectorAll<HTMLElement>('.mode-toggle')) {
    const label = scheme === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
    if (label) button.setAttribute('aria-label', label);
  }
}

export function currentMode(): ColorMode {
  return parseColorMode(readStorage(MODE_STORAGE_KEY));
}

export function setMode(mode: ColorMode): void {
  const oldValue = readStorage(MODE_STORAGE_KEY);
  writeStorage(MODE_STORAGE_KEY, mode);
  applyScheme(resolvedScheme(mode));
  // Islands' providers update from storage events (fired natively only in other tabs).
  window.dispatchEvent(
    new StorageEvent('storage', { key: MODE_STORAGE_KEY, oldValue, newValue: mode }),
  );
}

export function initColorModeToggle(): void {
  applyScheme(resolvedScheme(currentMode()));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('.mode-toggle');
    if (!button) return;
    setMode(resolvedScheme(currentMode()) === 'dark' ? 'light' : 'dark');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY && event.isTrusted)
      applyScheme(resolvedScheme(parseColorMode(event.newValue)));
  });
  try {
    darkQuery().addEventListener('change', () => {
      if (currentMode() === 'system') applyScheme(resolvedScheme('system'));
    });
  } catch {
    // No media queries: the stored mode stays.
  }
}
