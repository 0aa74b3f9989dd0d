import { describe, expect, it } from 'vitest';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  demoAnchorFromHash,
  preferenceCookie,
  readCookie,
  resolveCodeStyling,
  resolveCodeVariant,
} from './codeVariant';

describe('code variant', () => {
  it.each([
    ['#basic-buttons.js', 'JS'],
    ['#basic-buttons.tsx', 'TS'],
    ['#basic-buttons', null],
    ['', null],
    ['#x.jsx', null],
  ])('hash %s → %s', (hash, variant) => {
    expect(codeVariantFromHash(hash)).toBe(variant);
  });

  it.each([
    ['', '', 'TS'],
    ['', 'codeVariant=JS', 'JS'],
    ['', 'a=1; codeVariant=TS; b=2', 'TS'],
    ['#demo.js', 'codeVariant=TS', 'JS'],
    ['#demo.tsx', 'codeVariant=JS', 'TS'],
    ['', 'codeVariant=Python', 'TS'],
    ['', 'codeVariant=%E0%A4%A', 'TS'],
    ['', ';;;==;codeVariant', 'TS'],
  ])('hash %j + cookie %j → %s', (hash, cookie, variant) => {
    expect(resolveCodeVariant(hash, cookie)).toBe(variant);
  });
});

describe('code styling', () => {
  it.each([
    ['#tailwind-basic', 'Tailwind'],
    ['#css-basic', 'CSS'],
    ['#system-basic', 'System'],
    ['#basic', null],
  ])('hash %s → %s', (hash, styling) => {
    expect(codeStylingFromHash(hash)).toBe(styling);
  });

  it('prefers the hash, then the cookie, then System', () => {
    expect(resolveCodeStyling('#css-x', 'codeStyling=Tailwind')).toBe('CSS');
    expect(resolveCodeStyling('', 'codeStyling=Tailwind')).toBe('Tailwind');
    expect(resolveCodeStyling('', 'codeStyling=<script>')).toBe('System');
    expect(resolveCodeStyling('', '')).toBe('System');
  });
});

describe('cookies', () => {
  it('writes a one-year cookie on path /', () => {
    expect(preferenceCookie('codeVariant', 'JS')).toBe(
      'codeVariant=JS;max-age=31536000;path=/;samesite=lax',
    );
  });
  it('reads a cookie by exact name', () => {
    expect(readCookie('xcodeVariant=TS; codeVariant=JS', 'codeVariant')).toBe('JS');
    expect(readCookie('', 'codeVariant')).toBeNull();
  });
});

describe('demo anchor of a preference hash', () => {
  it.each([
    ['#basic-buttons.js', 'basic-buttons'],
    ['#basic-buttons.tsx', 'basic-buttons'],
    ['#css-basic-buttons', 'basic-buttons'],
    ['#tailwind-basic-buttons.js', 'basic-buttons'],
    ['#basic-buttons', null],
    ['#.js', null],
    ['', null],
    ['#%E0%A4%A.js', null],
  ])('%s → %s', (hash, anchor) => {
    expect(demoAnchorFromHash(hash)).toBe(anchor);
  });
});
