/** The English translator for code outside React (Astro components, shell scripts). */
import { createTranslator, FALLBACK_LANGUAGE } from './translate';
import { dictionaries } from './translations';

export const t = createTranslator(dictionaries, FALLBACK_LANGUAGE, console, new Set<string>());
