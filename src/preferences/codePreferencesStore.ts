/**
 * The visitor's code variant (TS/JS) and code styling (System/Tailwind/CSS), shared by every demo
 * island of the page: a choice in one demo's toolbar applies to all of them and is kept in a
 * cookie. A `#…` hash naming a variant or styling wins over the cookie (and is saved to it).
 */
import { atom } from 'nanostores';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  documentCookies,
  preferenceCookie,
  resolveCodeStyling,
  resolveCodeVariant,
} from './codeVariant';
import type { CodeStyling, CodeVariant } from '@/model/codeVariants';

export const $codeVariant = atom<CodeVariant>(DEFAULT_CODE_VARIANT);
export const $codeStyling = atom<CodeStyling>(DEFAULT_CODE_STYLING);

function writeCookie(name: string, value: string): void {
  try {
    document.cookie = preferenceCookie(name, value);
  } catch {
    // Cookies disabled: the choice lasts for this page view.
  }
}

export function setCodeVariant(variant: CodeVariant): void {
  $codeVariant.set(variant);
  writeCookie(CODE_VARIANT_COOKIE, variant);
}

export function setCodeStyling(styling: CodeStyling): void {
  $codeStyling.set(styling);
  writeCookie(CODE_STYLING_COOKIE, styling);
}

/** Reads the hash and the cookies into the store. */
function applyLocation(): void {
  const cookies = documentCookies();
  const hash = window.location.hash;
  $codeVariant.set(resolveCodeVariant(hash, cookies));
  $codeStyling.set(resolveCodeStyling(hash, cookies));
  if (codeVariantFromHash(hash)) writeCookie(CODE_VARIANT_COOKIE, $codeVariant.get());
  if (codeStylingFromHash(hash)) writeCookie(CODE_STYLING_COOKIE, $codeStyling.get());
}

if (typeof window !== 'undefined') {
  applyLocation();
  window.addEventListener('hashchange', applyLocation);
}
