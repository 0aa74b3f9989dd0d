/**
 * The app bar's colour-mode switch (plain script, no React): flips between light and dark, stores
 * the choice under `mui-mode`, applies it to <html>, and tells the React islands in this tab
 * through the same storage event their providers already listen to for other tabs. It also follows
 * other tabs and, in system mode, the operating system's setting, live.
 *
 * A click first shows the new mode on the switch, in the frame that answers it; the page changes
 * colour in the frame after. Recolouring restyles every element of the page (about 60 ms of a
 * phone's main thread on a long page), and the visitor should see their press before that.
 */
import { afterNextPaint } from '@/utils/afterNextPaint';
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

/** The switches show `scheme` (their icon and label offer the other one). */
function showOnToggles(scheme: 'light' | 'dark'): void {
  for (const button of document.querySelectorAll<HTMLElement>('.mode-toggle')) {
    if (button.dataset.scheme !== scheme) button.dataset.scheme = scheme;
    const label = scheme === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
    if (label && button.getAttribute('aria-label') !== label)
      button.setAttribute('aria-label', label);
  }
}

export function applyScheme(scheme: 'light' | 'dark'): void {
  const root = document.documentElement;
  // Unchanged attributes are not written again: a write restyles the whole page.
  for (const attribute of [MATERIAL_SCHEME_ATTRIBUTE, JOY_SCHEME_ATTRIBUTE])
    if (root.getAttribute(attribute) !== scheme) root.setAttribute(attribute, scheme);
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  showOnToggles(scheme);
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

/** The scheme a click asked for, until the page has it: a second click before then flips it back. */
let asked: 'light' | 'dark' | null = null;

export function initColorModeToggle(): void {
  applyScheme(resolvedScheme(currentMode()));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('.mode-toggle');
    if (!button) return;
    const next = (asked ?? resolvedScheme(currentMode())) === 'dark' ? 'light' : 'dark';
    asked = next;
    showOnToggles(next);
    afterNextPaint(() => {
      if (asked !== next) return;
      asked = null;
      setMode(next);
    });
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
