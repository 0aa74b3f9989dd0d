/** The visitor's code language (JS/TS) and code styling (MUI System/Tailwind/CSS) of demos. */
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  type CodeStyling,
  type CodeVariant,
} from '@/model/codeVariants';

export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const CODE_VARIANT_COOKIE = 'codeVariant';

export const DEFAULT_CODE_STYLING: CodeStyling = 'System';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** The preference cookies last one year, on path /. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (hash.endsWith('.js')) return 'JS';
  if (hash.endsWith('.tsx')) return 'TS';
  return null;
}

export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'System';
  return null;
}

const STYLING_PREFIX = /^(?:tailwind|css|system)-/;
const VARIANT_SUFFIX = /\.(?:js|tsx)$/;

/**
 * The demo a preference hash points at (`#basic-buttons.js`, `#css-basic-buttons` →
 * `basic-buttons`), or null when the hash names no preference or cannot be decoded.
 */
export function demoAnchorFromHash(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  const anchor = id.replace(VARIANT_SUFFIX, '').replace(STYLING_PREFIX, '');
  return anchor && anchor !== id ? anchor : null;
}

/** Browser: the page's cookies, or none when the browser refuses them (a sandboxed frame throws). */
export function documentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Reads one cookie from a `document.cookie` string; malformed input yields null, never a throw. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};max-age=${PREFERENCE_COOKIE_MAX_AGE};path=/;samesite=lax`;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The hash wins over the cookie; garbage in either falls back to the default. */
export function resolveCodeVariant(hash: string, cookies: string): CodeVariant {
  return (
    codeVariantFromHash(hash) ??
    oneOf(CODE_VARIANTS, readCookie(cookies, CODE_VARIANT_COOKIE)) ??
    DEFAULT_CODE_VARIANT
  );
}

export function resolveCodeStyling(hash: string, cookies: string): CodeStyling {
  return (
    codeStylingFromHash(hash) ??
    oneOf(CODE_STYLINGS, readCookie(cookies, CODE_STYLING_COOKIE)) ??
    DEFAULT_CODE_STYLING
  );
}
