/** Longest raw request path (before the query string) the static handler will look at. */
export const MAX_PATH_LENGTH = 1024;

export type ParsedPath =
  /** Decoded, validated path segments; `trailingSlash` is true for `/` and `/foo/`. */
  | { kind: 'ok'; segments: string[]; trailingSlash: boolean; rawPath: string }
  /** Malformed or hostile: traversal, backslashes, NUL, bad percent-encoding, too long. */
  | { kind: 'bad' }
  /** Well-formed but can never name a file (empty segments, dotfiles). */
  | { kind: 'not-found' };

const FORBIDDEN_IN_SEGMENT = /[/\\\0]/;

/**
 * Turns a raw request target (`/a/b%20c/?q=1`) into decoded path segments. Each segment is decoded
 * on its own so an encoded `%2f` can never introduce a separator, and `.`/`..` are refused outright
 * instead of being normalised, so no request can climb out of the static root.
 */
export function parseRequestPath(rawUrl: string): ParsedPath {
  const queryStart = rawUrl.search(/[?#]/);
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  if (rawPath.length === 0 || rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/')) {
    return { kind: 'bad' };
  }
  if (rawPath.includes('\\')) return { kind: 'bad' };

  const rawSegments = rawPath.slice(1).split('/');
  const trailingSlash = rawSegments[rawSegments.length - 1] === '';
  if (trailingSlash) rawSegments.pop();

  const segments: string[] = [];
  let hidden = false;
  for (const rawSegment of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { kind: 'bad' };
    }
    if (FORBIDDEN_IN_SEGMENT.test(segment) || segment === '.' || segment === '..') {
      return { kind: 'bad' };
    }
    if (segment === '') hidden = true;
    else if (segment.startsWith('.') && segment !== '.well-known') hidden = true;
    segments.push(segment);
  }
  if (hidden) return { kind: 'not-found' };
  return { kind: 'ok', segments, trailingSlash, rawPath };
}

/** The query string of a raw URL including its `?`, or '' (used to keep it across redirects). */
export function queryOf(rawUrl: string): string {
  const hash = rawUrl.indexOf('#');
  const withoutHash = hash === -1 ? rawUrl : rawUrl.slice(0, hash);
  const start = withoutHash.indexOf('?');
  return start === -1 ? '' : withoutHash.slice(start);
}
