import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, parseRequestPath, queryOf } from './requestPath';

describe('parseRequestPath', () => {
  it('decodes segments and notes the trailing slash', () => {
    expect(parseRequestPath('/')).toEqual({
      kind: 'ok',
      segments: [],
      trailingSlash: true,
      rawPath: '/',
    });
    expect(parseRequestPath('/a/b%20c/?x=1#h')).toEqual({
      kind: 'ok',
      segments: ['a', 'b c'],
      trailingSlash: true,
      rawPath: '/a/b%20c/',
    });
    expect(parseRequestPath('/robots.txt')).toMatchObject({
      segments: ['robots.txt'],
      trailingSlash: false,
    });
  });

  it.each([
    '/..',
    '/../etc/passwd',
    '/a/../../b',
    '/%2e%2e/',
    '/%2E%2e/x',
    '/.%2e/x',
    '/..%2f..%2fetc/passwd',
    '/a%2fb',
    '/a%5cb',
    '/a\\b',
    '/a%00b',
    '/./a',
    '/%',
    '/%zz',
    '/%c0%ae%c0%ae/', // overlong UTF-8 for '.', invalid in decodeURIComponent
    'relative',
    '',
    `/${'a'.repeat(MAX_PATH_LENGTH)}`,
  ])('refuses %s', (url) => {
    expect(parseRequestPath(url).kind).toBe('bad');
  });

  it('treats empty segments and dotfiles as not found, but allows .well-known', () => {
    expect(parseRequestPath('//a').kind).toBe('not-found');
    expect(parseRequestPath('/a//b').kind).toBe('not-found');
    expect(parseRequestPath('/.env').kind).toBe('not-found');
    expect(parseRequestPath('/a/.git/config').kind).toBe('not-found');
    expect(parseRequestPath('/.well-known/security.txt').kind).toBe('ok');
  });

  it('accepts a path of exactly the maximum length', () => {
    expect(parseRequestPath(`/${'a'.repeat(MAX_PATH_LENGTH - 1)}`).kind).toBe('ok');
  });
});

describe('queryOf', () => {
  it('keeps the query string without the fragment', () => {
    expect(queryOf('/a?b=1&c=2#d')).toBe('?b=1&c=2');
    expect(queryOf('/a#x?y')).toBe('');
    expect(queryOf('/a')).toBe('');
  });
});
