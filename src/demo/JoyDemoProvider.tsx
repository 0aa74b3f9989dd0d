import type * as React from 'react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '@/preferences/colorMode';
import { JOY_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';
import { withCssVarsOnce } from '@/theme/cssVarsOnce';

/** Joy's default theme (what the provider uses without one), its CSS variables worked out once. */
const joyTheme = withCssVarsOnce(extendTheme());

/** Joy demos follow the site's colour mode: same storage keys, attribute set by the init script. */
export default function JoyDemoProvider({ children }: { children: React.ReactNode }) {
  return (
    <CssVarsProvider
      theme={joyTheme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      attribute={JOY_SCHEME_ATTRIBUTE}
      disableNestedContext
    >
      {children}
    </CssVarsProvider>
  );
}
