export type ContentCoding = 'br' | 'gzip';

/** File suffix of each precompressed variant, in order of preference. */
export const VARIANT_SUFFIXES: ReadonlyArray<readonly [ContentCoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** Parses `Accept-Encoding` into coding → q-value (lower-cased codings; `*` kept as is). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match?.[1] !== undefined) q = Number(match[1]);
    }
    weights.set(coding, Number.isFinite(q) ? q : 0);
  }
  return weights;
}

export function acceptsCoding(header: string | undefined, coding: ContentCoding): boolean {
  if (!header) return false;
  const weights = parseAcceptEncoding(header);
  const explicit = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined);
  const q = explicit ?? weights.get('*') ?? 0;
  return q > 0;
}

/**
 * Picks the precompressed variant to send: the first available coding (br before gzip) that the
 * client accepts, or undefined for the identity file.
 */
export function chooseCoding(
  header: string | undefined,
  available: ReadonlySet<ContentCoding>,
): ContentCoding | undefined {
  for (const [coding] of VARIANT_SUFFIXES) {
    if (available.has(coding) && acceptsCoding(header, coding)) return coding;
  }
  return undefined;
}
