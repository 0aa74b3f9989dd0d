import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHashSource, extractInlineScripts } from './inlineScripts';

describe('extractInlineScripts', () => {
  it('returns executable inline scripts and speculation rules only', () => {
    const html = [
      '<script>one()</script>',
      '<SCRIPT type="text/javascript">two()</SCRIPT>',
      "<script type='module'>three()</script>",
      '<script id="page-data" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script src="/_astro/a.js" defer></script>',
      '<script defer src=/b.js></script>',
      '<scripts>not a script</scripts>',
      '<script data-x="a>b">four()</script >',
      '<script type="speculationrules">{"prerender":[]}</script>',
    ].join('\n');
    expect(extractInlineScripts(html)).toEqual([
      'one()',
      'two()',
      'three()',
      'four()',
      '{"prerender":[]}',
    ]);
  });

  it('normalises CRLF the way the HTML parser does', () => {
    expect(extractInlineScripts('<script>a();\r\nb();\rc();</script>')).toEqual([
      'a();\nb();\nc();',
    ]);
  });

  it('copes with unterminated markup', () => {
    expect(extractInlineScripts('<script>never closed')).toEqual([]);
    expect(extractInlineScripts('<script')).toEqual([]);
  });
});

describe('cspHashSource', () => {
  it('is the quoted base64 SHA-256 of the UTF-8 script text', () => {
    const script = "document.documentElement.dataset.mode='dark'; // é";
    const expected = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
    expect(cspHashSource(script)).toBe(`'sha256-${expected}'`);
  });
});
