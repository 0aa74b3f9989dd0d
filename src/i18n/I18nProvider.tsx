import * as React from 'react';
import { createTranslator, FALLBACK_LANGUAGE, type Translate } from './translate';
import { dictionaries } from './translations';

const LanguageContext = React.createContext<string>(FALLBACK_LANGUAGE);
const warned = new Set<string>();

export function I18nProvider({
  language,
  children,
}: {
  language: string;
  children: React.ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useUserLanguage(): string {
  return React.useContext(LanguageContext);
}

export function useTranslate(): Translate {
  const language = useUserLanguage();
  return React.useMemo(() => createTranslator(dictionaries, language, console, warned), [language]);
}
