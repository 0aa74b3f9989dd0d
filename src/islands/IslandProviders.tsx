import type * as React from 'react';
import { DocsProvider } from '@/config/DocsProvider';
import { I18nProvider } from '@/i18n/I18nProvider';
import { ThemeOptionsProvider } from '@/preferences/ThemeOptionsProvider';

/**
 * What every React island needs around it: config, translations and theme. (Code preferences are
 * a store all islands share: src/preferences/codePreferencesStore.ts.)
 */
export default function IslandProviders({ children }: { children: React.ReactNode }) {
  return (
    <DocsProvider>
      <I18nProvider language="en">
        <ThemeOptionsProvider baseline={false}>{children}</ThemeOptionsProvider>
      </I18nProvider>
    </DocsProvider>
  );
}
