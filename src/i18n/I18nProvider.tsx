import * as React from 'react';
import {
  createTranslator,
  FALLBACK_LANGUAGE,
  type Dictionaries,
  type Translate,
} from './translate';

interface I18nContextValue {
  language: string;
  dictionaries: Dictionaries;
}

// No provider: every lookup reports the missing language, so a forgotten provider shows at once.
const I18nContext = React.createContext<I18nContextValue>({
  language: FALLBACK_LANGUAGE,
  dictionaries: {},
});
const warned = new Set<string>();

/**
 * The visitor's language and the strings below it. Islands pass only the areas they use
 * (src/i18n/translations/islands.ts), so no island bundles the whole dictionary.
 */
export function I18nProvider({
  language,
  dictionaries,
  children,
}: {
  language: string;
  dictionaries: Dictionaries;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => ({ language, dictionaries }), [language, dictionaries]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useUserLanguage(): string {
  return React.useContext(I18nContext).language;
}

export function useTranslate(): Translate {
  const { language, dictionaries } = React.useContext(I18nContext);
  return React.useMemo(
    () => createTranslator(dictionaries, language, console, warned),
    [dictionaries, language],
  );
}
