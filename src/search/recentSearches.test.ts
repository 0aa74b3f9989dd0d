// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
} from './recentSearches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps the newest first, without case-insensitive duplicates, at most five', () => {
    for (const query of ['button', 'slider', 'Button', 'a', 'b', 'c', 'd']) addRecentSearch(query);
    expect(readRecentSearches()).toEqual(['d', 'c', 'b', 'a', 'Button']);
    expect(readRecentSearches()).toHaveLength(MAX_RECENT_SEARCHES);
    addRecentSearch('   ');
    expect(readRecentSearches()[0]).toBe('d');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('treats garbage in storage as no history', () => {
    for (const garbage of ['{not json', '"a string"', '{"a":1}', '[1,null,"ok",""," "]']) {
      localStorage.setItem(RECENT_SEARCHES_KEY, garbage);
      expect(readRecentSearches()).toEqual(garbage.startsWith('[') ? ['ok'] : []);
    }
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(addRecentSearch('grid')).toEqual(['grid']);
  });
});
