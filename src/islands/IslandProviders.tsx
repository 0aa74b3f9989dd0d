import type * as React from 'react';
import { DocsProvider } from '@/config/DocsProvider';
import { I18nProvider } from '@/i18n/I18nProvider';
import type { Dictionaries } from '@/i18n/translate';
import { ThemeOptionsProvider } from '@/preferences/ThemeOptionsProvider';

/**
 * What every React island needs around it: config, the translations it uses and theme. (Code
 * preferences are a store all islands share: src/preferences/codePreferencesStore.ts.)
 */
export default function IslandProviders({
  dictionaries,
  themeVariablesOnPage,
  children,
}: {
  /** The dictionary areas the island's strings come from (src/i18n/translations/islands.ts). */
  dictionaries: Dictionaries;
  /** False where the document lacks the page's theme variables (the live-edit frame). */
  themeVariablesOnPage?: boolean;
  children: React.ReactNode;
}) {
  return (
    <DocsProvider>
      <I18nProvider language="en" dictionaries={dictionaries}>
        <ThemeOptionsProvider themeVariablesOnPage={themeVariablesOnPage}>
          {children}
        </ThemeOptionsProvider>
      </I18nProvider>
    </DocsProvider>
  );
}
