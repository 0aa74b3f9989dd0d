import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { contextValueOrThrow } from '@/config/DocsProvider';
import { createDocsTheme } from '@/theme/createDocsTheme';
import {
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  THEME_OPTIONS_STORAGE_KEY,
  type ColorMode,
} from './colorMode';
import { readStorage, writeStorage } from './storage';
import {
  defaultThemeOptions,
  parseStoredThemeOptions,
  serialiseThemeOptions,
  themeReducer,
  type ThemeAction,
  type ThemeChange,
  type ThemeOptionsState,
} from './themeReducer';

interface ThemeOptionsContextValue {
  state: ThemeOptionsState;
  dispatch: React.Dispatch<ThemeAction>;
}

const ThemeOptionsContext = React.createContext<ThemeOptionsContextValue | undefined>(undefined);

let rtlCache: ReturnType<typeof createCache> | undefined;
function getRtlCache() {
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}

/** Mirrors the resolved colour scheme (owned by Material's provider) into the theme options. */
function PaletteModeSync({ dispatch }: { dispatch: React.Dispatch<ThemeAction> }) {
  const { colorScheme } = useColorScheme();
  React.useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') {
      dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
    }
  }, [colorScheme, dispatch]);
  return null;
}

/**
 * Theme options (density, spacing, direction, colours) persisted in localStorage, the Material theme
 * built from them, colour mode handled by Material's provider under the `mui-mode` key, and the RTL
 * style cache.
 */
export function ThemeOptionsProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, defaultThemeOptions);
  const outerCache = useEmotionCache();
  const loaded = React.useRef(false);

  React.useEffect(() => {
    const stored = parseStoredThemeOptions(readStorage(THEME_OPTIONS_STORAGE_KEY));
    if (stored.dense !== undefined) dispatch({ type: 'SET_DENSE', payload: stored.dense });
    if (stored.spacing !== undefined) dispatch({ type: 'SET_SPACING', payload: stored.spacing });
    const change: ThemeChange = {};
    if (stored.direction) change.direction = stored.direction;
    if (stored.paletteColors) change.paletteColors = stored.paletteColors;
    dispatch({ type: 'CHANGE', payload: change });
    loaded.current = true;
  }, []);

  React.useEffect(() => {
    if (loaded.current) writeStorage(THEME_OPTIONS_STORAGE_KEY, serialiseThemeOptions(state));
    document.documentElement.setAttribute('dir', state.direction);
  }, [state]);

  const theme = React.useMemo(
    () =>
      createDocsTheme({
        dense: state.dense,
        direction: state.direction,
        spacing: state.spacing,
        paletteColors: state.paletteColors,
      }),
    [state.dense, state.direction, state.spacing, state.paletteColors],
  );
  const value = React.useMemo(() => ({ state, dispatch }), [state]);

  const content = (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <PaletteModeSync dispatch={dispatch} />
      <ThemeOptionsContext.Provider value={value}>{children}</ThemeOptionsContext.Provider>
    </ThemeProvider>
  );
  // Same tree in both directions, so switching never remounts the page (open drawers, demo state).
  const cache = state.direction === 'rtl' ? getRtlCache() : outerCache;
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}

export function useThemeOptions(): ThemeOptionsContextValue {
  return contextValueOrThrow(
    React.useContext(ThemeOptionsContext),
    'theme options',
    'ThemeOptionsProvider',
  );
}

/** Colour mode as the visitor chose it (light, dark or system); undefined until hydrated. */
export function useColorMode(): {
  mode: ColorMode | undefined;
  setMode: (mode: ColorMode) => void;
} {
  const { mode, setMode } = useColorScheme();
  return { mode: mode as ColorMode | undefined, setMode };
}
