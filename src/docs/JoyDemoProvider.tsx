import type * as React from 'react';
import { CssVarsProvider } from '@mui/joy/styles';
import {
  COLOR_SCHEME_STORAGE_KEY,
  JOY_SCHEME_ATTRIBUTE,
  MODE_STORAGE_KEY,
} from '@/preferences/colorMode';

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
