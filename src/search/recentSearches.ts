import { readStorage, writeStorage } from '@/preferences/storage';

export const RECENT_SEARCHES_KEY = 'docs-recent-searches';
export const MAX_RECENT_SEARCHES = 5;

/** Queries that led somewhere, newest first. Anything unreadable in storage counts as none. */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return readRecentSearches();
  const next = [
    trimmed,
    ...readRecentSearches().filter((item) => item.toLowerCase() !== trimmed.toLowerCase()),
  ].slice(0, MAX_RECENT_SEARCHES);
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  writeStorage(RECENT_SEARCHES_KEY, '[]');
}
