// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hashTarget } from './ScrollToHash';

describe('hashTarget', () => {
  it('finds the element of an encoded or plain hash and ignores malformed ones', () => {
    document.body.innerHTML = '<h2 id="props-disableElevation"></h2><h2 id="café"></h2>';
    expect(hashTarget('#props-disableElevation')?.tagName).toBe('H2');
    expect(hashTarget('#caf%C3%A9')?.id).toBe('café');
    expect(hashTarget('#%E0%A4%A')).toBeNull();
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#missing')).toBeNull();
  });
});
