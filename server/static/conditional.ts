import type { Stats } from 'node:fs';

/** A strong validator from size and modification time; the coding keeps variants distinct. */
export function etagFor(stats: Pick<Stats, 'size' | 'mtimeMs'>, coding?: string): string {
  const base = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return `"${coding ? `${base}-${coding}` : base}"`;
}

function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => bare(candidate) === bare(etag));
}

/**
 * RFC 9110 §13.2.2: If-None-Match wins when present; otherwise If-Modified-Since compares at
 * one-second resolution, since that is all an HTTP date carries.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  mtimeMs: number,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(ifNoneMatch, etag);
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(mtimeMs / 1000) * 1000 <= since;
}
