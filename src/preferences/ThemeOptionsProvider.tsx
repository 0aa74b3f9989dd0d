import * as React from 'react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { prefixer } from 'stylis';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { contextValueOrThrow } from '@/config/DocsProvider';
import { sharedDocsTheme } from '@/theme/createDocsTheme';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, type ColorMode } from './colorMode';
import { useRtlStylisPlugin } from './rtlStyles';
import { $themeOptions, dispatchThemeAction } from './themeOptionsStore';
import {
  defaultThemeOptions,
  hasDefaultTheme,
  type ThemeAction,
  type ThemeOptionsState,
} from './themeReducer';

interface ThemeOptionsContextValue {
  state: ThemeOptionsState;
  dispatch: (action: ThemeAction) => void;
}

const ThemeOptionsContext = React.createContext<ThemeOptionsContextValue | undefined>(undefined);

let rtlCache: EmotionCache | undefined;
function getRtlCache(rtlPlugin: StylisPlugin) {
  rtlCache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return rtlCache;
}

/**
 * The Material theme built from the shared theme options (density, spacing, direction, colours; see
 * themeOptionsStore.ts), colour mode handled by Material's provider under the `mui-mode` key, and
 * the RTL style cache.
 */
export function ThemeOptionsProvider({
  children,
  themeVariablesOnPage = true,
}: {
  children: React.ReactNode;
  /** The document has the default theme's CSS variables (ThemeVariables); the live frame has not. */
  themeVariablesOnPage?: boolean;
}) {
  // The server's snapshot (the defaults) during hydration, so a visitor in RTL or dense mode gets
  // no mismatch; the stored options right after.
  const state = React.useSyncExternalStore(
    (listener) => $themeOptions.listen(listener),
    () => $themeOptions.get(),
    () => defaultThemeOptions,
  );
  const outerCache = useEmotionCache();
  const rtlPlugin = useRtlStylisPlugin(state.direction === 'rtl');

  const theme = React.useMemo(
    () =>
      sharedDocsTheme({
        dense: state.dense,
        direction: state.direction,
        spacing: state.spacing,
        paletteColors: state.paletteColors,
      }),
    [state.dense, state.direction, state.spacing, state.paletteColors],
  );
  const value = React.useMemo(() => ({ state, dispatch: dispatchThemeAction }), [state]);

  const content = (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
      // The page has the default theme's variables already (ThemeVariables): an island adding its
      // copy made the browser restyle the whole page as it hydrated, once per island.
      disableStyleSheetGeneration={themeVariablesOnPage && hasDefaultTheme(state)}
    >
      <ThemeOptionsContext.Provider value={value}>{children}</ThemeOptionsContext.Provider>
    </ThemeProvider>
  );
  // Same tree in both directions, so switching never remounts the page (open drawers, demo state).
  const cache = rtlPlugin ? getRtlCache(rtlPlugin) : outerCache;
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
