import { describe, expect, it } from 'vitest';
import { adHtmlToText } from './adText';
import { sanitizeAdHtml } from './sanitize';

describe('ad descriptions without a DOM (server rendering)', () => {
  it('are not passed through unsanitised', () => {
    expect(sanitizeAdHtml('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('fall back to plain text', () => {
    const text = adHtmlToText('<b>Hi</b> <img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(text).toContain('Hi');
    expect(text).not.toContain('<');
    expect(text).not.toContain('alert(2)');
  });
});
