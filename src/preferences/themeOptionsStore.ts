/**
 * The visitor's theme options (density, spacing, direction, colours) as one store shared by the
 * shell scripts and every React island: a change applies at once to <html> (direction, density
 * class), to every island subscribed, to localStorage, and to other tabs through storage events.
 */
import { atom } from 'nanostores';
import { THEME_OPTIONS_STORAGE_KEY } from './colorMode';
import { readStorage, writeStorage } from './storage';
import {
  defaultThemeOptions,
  parseStoredThemeOptions,
  serialiseThemeOptions,
  themeReducer,
  type ThemeAction,
  type ThemeOptionsState,
} from './themeReducer';

const isBrowser = typeof window !== 'undefined';

function stored(): ThemeOptionsState {
  return {
    ...defaultThemeOptions,
    ...parseStoredThemeOptions(readStorage(THEME_OPTIONS_STORAGE_KEY)),
  };
}

export const $themeOptions = atom<ThemeOptionsState>(isBrowser ? stored() : defaultThemeOptions);

function applyToDocument(state: ThemeOptionsState): void {
  const root = document.documentElement;
  // Written only when it changes: a `dir` write restyles the whole page, even with the same value.
  if (root.getAttribute('dir') !== state.direction) root.setAttribute('dir', state.direction);
  if (root.classList.contains('dense') !== state.dense) root.classList.toggle('dense', state.dense);
}

export function dispatchThemeAction(action: ThemeAction): void {
  const next = themeReducer($themeOptions.get(), action);
  if (next === $themeOptions.get()) return;
  $themeOptions.set(next);
  writeStorage(THEME_OPTIONS_STORAGE_KEY, serialiseThemeOptions(next));
}

if (isBrowser) {
  $themeOptions.subscribe(applyToDocument);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_OPTIONS_STORAGE_KEY) $themeOptions.set(stored());
  });
}
