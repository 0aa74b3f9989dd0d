import type * as React from 'react';
import { CssVarsProvider } from '@mui/joy/styles';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from '@/preferences/colorMode';
import { JOY_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';

/** Joy demos follow the site's colour mode: same storage keys, attribute set by the init script. */
export default function JoyDemoProvider({ children }: { children: React.ReactNode }) {
  return (
    <CssVarsProvider
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
