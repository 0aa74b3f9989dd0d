import { describe, expect, it } from 'vitest';
import { fillProductionError, MAX_ARGS, readProductionErrorQuery } from './productionError';

describe('readProductionErrorQuery', () => {
  it('reads the code and the arguments in order, as the packages build the link', () => {
    const url = new URL('https://mui.com/production-error/?code=12');
    url.searchParams.append('args[]', ' (primary)');
    url.searchParams.append('args[]', '"#12"');
    expect(readProductionErrorQuery(url.search)).toEqual({
      kind: 'code',
      code: 12,
      args: [' (primary)', '"#12"'],
    });
  });

  it('tells no code from a malformed one', () => {
    expect(readProductionErrorQuery('')).toEqual({ kind: 'none' });
    expect(readProductionErrorQuery('?foo=1')).toEqual({ kind: 'none' });
    for (const search of [
      '?code=abc',
      '?code=1e3',
      '?code=-1',
      '?code=',
      '?code=1&code=2',
      '?code=1234567',
    ]) {
      expect(readProductionErrorQuery(search).kind, search).toBe('invalid');
    }
    expect(readProductionErrorQuery(`?code=1${'&args[]=x'.repeat(MAX_ARGS + 1)}`).kind).toBe(
      'invalid',
    );
    expect(readProductionErrorQuery(`?code=1&args[]=${'x'.repeat(5000)}`).kind).toBe('invalid');
    // Broken percent-encoding is read, not thrown on.
    expect(readProductionErrorQuery('?code=%E0%A4%A&args[]=%').kind).toBe('invalid');
    expect(readProductionErrorQuery('?code=3&args[]=%')).toEqual({
      kind: 'code',
      code: 3,
      args: ['%'],
    });
  });
});

describe('fillProductionError', () => {
  it('fills each %s in order and reports what is missing or left over', () => {
    expect(fillProductionError('The color%s needs `%s`.', [' (primary)', 'main'])).toEqual({
      text: 'The color (primary) needs `main`.',
      missing: 0,
      extra: 0,
    });
    expect(fillProductionError('a %s b %s', ['1'])).toEqual({
      text: 'a 1 b %s',
      missing: 1,
      extra: 0,
    });
    expect(fillProductionError('plain', ['1', '2'])).toEqual({
      text: 'plain',
      missing: 0,
      extra: 2,
    });
  });

  it('puts an argument in as it is, even one that looks like a placeholder', () => {
    expect(fillProductionError('%s and %s', ['%s', '<b>'])).toEqual({
      text: '%s and <b>',
      missing: 0,
      extra: 0,
    });
  });
});
