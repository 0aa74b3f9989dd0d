/**
 * The translation dictionary lookup. English is the fallback and the only configured language.
 */
export type Dictionary = { readonly [key: string]: string | Dictionary };
export type Dictionaries = Readonly<Record<string, Dictionary>>;

export const FALLBACK_LANGUAGE = 'en';
export const MISSING_LANGUAGE_RESULT = '…';

export interface Logger {
  warn: (message: string) => void;
  error: (message: string) => void;
}

export type Translate = (key: string, options?: { ignoreWarning?: boolean }) => string;

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `warned` is shared by all translators made with it, so a missing key warns once per language and key
 * for the whole page, not once per component.
 */
export function createTranslator(
  dictionaries: Dictionaries,
  language: string,
  logger: Logger = console,
  warned: Set<string> = new Set(),
): Translate {
  return function translate(key, options = {}) {
    const dictionary = dictionaries[language];
    if (!dictionary) {
      logger.error(`Missing language: ${language}.`);
      return MISSING_LANGUAGE_RESULT;
    }
    const value = lookup(dictionary, key);
    if (value !== undefined) return value;
    const fullKey = `${language}:${key}`;
    if (!options.ignoreWarning && !warned.has(fullKey)) {
      warned.add(fullKey);
      logger.warn(`Missing translation for ${fullKey}`);
    }
    return lookup(dictionaries[FALLBACK_LANGUAGE], key) ?? key;
  };
}
