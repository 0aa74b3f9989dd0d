import type * as React from 'react';
import { DocsProvider } from '@/config/DocsProvider';
import { I18nProvider } from '@/i18n/I18nProvider';
import { CodePreferencesProvider } from '@/preferences/CodePreferencesProvider';
import { ThemeOptionsProvider } from '@/preferences/ThemeOptionsProvider';

/** What every React island needs around it: config, translations, theme and code preferences. */
export default function IslandProviders({ children }: { children: React.ReactNode }) {
  return (
    <DocsProvider>
      <I18nProvider language="en">
        <ThemeOptionsProvider baseline={false}>
          <CodePreferencesProvider>{children}</CodePreferencesProvider>
        </ThemeOptionsProvider>
      </I18nProvider>
    </DocsProvider>
  );
}
