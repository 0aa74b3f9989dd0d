import * as React from 'react';
import type { ReadableAtom } from 'nanostores';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from './codeVariant';
import type { CodeStyling, CodeVariant } from '@/model/codeVariants';
import { $codeStyling, $codeVariant, setCodeStyling, setCodeVariant } from './codePreferencesStore';

interface CodePreferences {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

/**
 * An atom's value; the server's HTML and the hydration pass show `initial` (the defaults), the
 * visitor's choice applies right after, so hydration never mismatches.
 */
function useAtom<T>(store: ReadableAtom<T>, initial: T): T {
  return React.useSyncExternalStore(
    (listener) => store.listen(listener),
    () => store.get(),
    () => initial,
  );
}

/** The page's code preferences (shared by every island), and their setters. */
export function useCodePreferences(): CodePreferences {
  const codeVariant = useAtom($codeVariant, DEFAULT_CODE_VARIANT);
  const codeStyling = useAtom($codeStyling, DEFAULT_CODE_STYLING);
  return { codeVariant, setCodeVariant, codeStyling, setCodeStyling };
}
