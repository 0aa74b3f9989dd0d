import { describe, expect, it, vi } from 'vitest';
import { createTranslator, MISSING_LANGUAGE_RESULT } from './translate';
import { dictionaries } from './translations';

function logger() {
  return { warn: vi.fn(), error: vi.fn() };
}

const fixture = {
  en: { a: 'A', nested: { b: 'B' }, onlyEnglish: 'English only' },
  zh: { a: 'A-zh', nested: { b: 'B-zh' } },
};

describe('createTranslator', () => {
  it('reads nested keys', () => {
    const t = createTranslator(fixture, 'zh', logger());
    expect(t('a')).toBe('A-zh');
    expect(t('nested.b')).toBe('B-zh');
  });

  it('falls back to English and warns once per key', () => {
    const log = logger();
    const t = createTranslator(fixture, 'zh', log);
    expect(t('onlyEnglish')).toBe('English only');
    expect(t('onlyEnglish')).toBe('English only');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('Missing translation for zh:onlyEnglish');
    t('nested.missing');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('shares the warned set between translators', () => {
    const log = logger();
    const warned = new Set<string>();
    createTranslator(fixture, 'zh', log, warned)('onlyEnglish');
    createTranslator(fixture, 'zh', log, warned)('onlyEnglish');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn when asked not to', () => {
    const log = logger();
    createTranslator(fixture, 'zh', log)('onlyEnglish', { ignoreWarning: true });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs an error and returns an ellipsis for a missing language', () => {
    const log = logger();
    const t = createTranslator(fixture, 'fr', log);
    expect(t('a')).toBe(MISSING_LANGUAGE_RESULT);
    expect(MISSING_LANGUAGE_RESULT).toBe('…');
    expect(log.error).toHaveBeenCalledWith('Missing language: fr.');
  });

  it('returns the key itself when even English lacks it (never a blank)', () => {
    const t = createTranslator(fixture, 'en', logger());
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

describe('the site dictionary', () => {
  it('has only English configured and holds the feedback error string', () => {
    expect(Object.keys(dictionaries)).toEqual(['en']);
    const t = createTranslator(dictionaries, 'en', logger());
    expect(t('feedback.submitError')).toBe("Couldn't submit feedback. Please try again later.");
  });
});
