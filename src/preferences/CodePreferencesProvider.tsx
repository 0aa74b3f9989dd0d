import * as React from 'react';
import { contextValueOrThrow } from '@/config/DocsProvider';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  preferenceCookie,
  resolveCodeStyling,
  resolveCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from './codeVariant';

interface CodePreferences {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | undefined>(undefined);

function writeCookie(name: string, value: string) {
  try {
    document.cookie = preferenceCookie(name, value);
  } catch {
    // Cookies disabled: the choice lasts for this page view.
  }
}

/** The pre-rendered HTML shows the defaults (TS, System); the hash or cookie applies after hydration. */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    setVariantState(variant);
    writeCookie(CODE_VARIANT_COOKIE, variant);
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    setStylingState(styling);
    writeCookie(CODE_STYLING_COOKIE, styling);
  }, []);

  React.useEffect(() => {
    const apply = () => {
      let cookies = '';
      try {
        cookies = document.cookie;
      } catch {
        // ignore
      }
      const hash = window.location.hash;
      const variant = resolveCodeVariant(hash, cookies);
      const styling = resolveCodeStyling(hash, cookies);
      setVariantState(variant);
      setStylingState(styling);
      if (codeVariantFromHash(hash)) writeCookie(CODE_VARIANT_COOKIE, variant);
      if (codeStylingFromHash(hash)) writeCookie(CODE_STYLING_COOKIE, styling);
    };
    apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, []);

  const value = React.useMemo(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling }),
    [codeVariant, setCodeVariant, codeStyling, setCodeStyling],
  );
  return (
    <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>
  );
}

export function useCodePreferences(): CodePreferences {
  return contextValueOrThrow(
    React.useContext(CodePreferencesContext),
    'code preferences',
    'CodePreferencesProvider',
  );
}
