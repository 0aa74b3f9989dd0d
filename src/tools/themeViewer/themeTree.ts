/**
 * Pure helpers of the theme viewer: turn any theme object (Material's `createTheme()`, Joy's
 * `extendTheme()`) into child entries, describe values, and find the paths a search matches.
 */

export type ValueKind =
  | 'object'
  | 'array'
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'undefined'
  | 'function'
  | 'other';

export interface Entry {
  key: string;
  path: string;
  value: unknown;
}

/** Nesting below this depth is shown collapsed and never searched (themes are shallow). */
export const MAX_DEPTH = 12;

export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'object':
      return 'object';
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'function';
    default:
      return 'other';
  }
}

export function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  const kind = kindOf(value);
  return kind === 'object' || kind === 'array';
}

export function joinPath(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/** The children of an object or array, in their own order. */
export function childEntries(value: unknown, path: string): Entry[] {
  if (Array.isArray(value)) {
    return value.map((item, index) => ({
      key: String(index),
      path: joinPath(path, String(index)),
      value: item,
    }));
  }
  if (value && typeof value === 'object') {
    return Object.keys(value).map((key) => ({
      key,
      path: joinPath(path, key),
      value: (value as Record<string, unknown>)[key],
    }));
  }
  return [];
}

const COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla|color)\([^)]*\)|color-mix\(.*\))$/i;

/** True for strings a browser reads as a colour: hex, rgb(a), hsl(a), color(). */
export function isColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR.test(value.trim());
}

/** The text shown for a leaf value. */
export function displayValue(value: unknown): string {
  switch (kindOf(value)) {
    case 'string':
      return `'${value as string}'`;
    case 'function':
      return 'function';
    case 'null':
      return 'null';
    case 'undefined':
      return 'undefined';
    default:
      return String(value);
  }
}

/** The text copied for a leaf value: strings without quotes, functions as their source. */
export function copyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value.toString();
  return String(value);
}

/** A short summary of a branch: `{12}` for an object of 12 keys, `[25]` for an array. */
export function branchSummary(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).length}}`;
  return '';
}

export interface SearchResult {
  /** Paths whose key, path or value matches. */
  matches: Set<string>;
  /** Paths of the branches that hold a match: expanded so the match shows. */
  ancestors: Set<string>;
}

/**
 * Every path whose full path (`palette.primary.main`) or leaf value contains the query,
 * case-insensitively, and the branches above them.
 */
export function searchTheme(theme: unknown, query: string): SearchResult {
  const needle = query.trim().toLowerCase();
  const matches = new Set<string>();
  const ancestors = new Set<string>();
  if (!needle) return { matches, ancestors };
  const seen = new WeakSet<object>();

  function visit(value: unknown, path: string, chain: string[], depth: number): void {
    if (depth > MAX_DEPTH) return;
    if (value && typeof value === 'object') {
      if (seen.has(value)) return;
      seen.add(value);
    }
    for (const entry of childEntries(value, path)) {
      const leafText =
        !isBranch(entry.value) && typeof entry.value !== 'function'
          ? String(entry.value).toLowerCase()
          : '';
      if (entry.path.toLowerCase().includes(needle) || leafText.includes(needle)) {
        matches.add(entry.path);
        for (const parent of chain) ancestors.add(parent);
        if (path) ancestors.add(path);
      }
      if (isBranch(entry.value)) {
        visit(entry.value, entry.path, path ? [...chain, path] : chain, depth + 1);
      }
    }
    if (value && typeof value === 'object') seen.delete(value);
  }

  visit(theme, '', [], 0);
  return { matches, ancestors };
}

/** Whether a path is shown while searching: it matches, holds a match, or sits under a match. */
export function isVisible(path: string, result: SearchResult): boolean {
  if (result.matches.has(path) || result.ancestors.has(path)) return true;
  let cut = path.lastIndexOf('.');
  while (cut > 0) {
    if (result.matches.has(path.slice(0, cut))) return true;
    cut = path.lastIndexOf('.', cut - 1);
  }
  return false;
}
