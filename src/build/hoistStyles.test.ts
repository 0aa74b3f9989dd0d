import { describe, expect, it } from 'vitest';
import { assertNoNulBytes, hoistBodyStyles } from './hoistStyles';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('hoistBodyStyles', () => {
  it('moves Emotion and bare style tags from the body to the end of the head, in order, once each', () => {
    const global = '<style data-emotion="css-global 1a">:root{--x:1}</style>';
    const html = page(
      '<link rel="stylesheet" href="/a.css">',
      `${global}<div><style data-emotion="css 2b">.css-2b{color:red}</style>` +
        `<button><style data-emotion="css 3c">.css-3c{margin:0}</style>Go</button></div>` +
        `<style>astro-island{display:contents}</style>${global}<p>Text</p>`,
    );
    expect(hoistBodyStyles(html)).toBe(
      page(
        '<link rel="stylesheet" href="/a.css">' +
          global +
          '<style data-emotion="css 2b">.css-2b{color:red}</style>' +
          '<style data-emotion="css 3c">.css-3c{margin:0}</style>' +
          '<style>astro-island{display:contents}</style>',
        '<div><button>Go</button></div><p>Text</p>',
      ),
    );
  });

  it('leaves style tags with other attributes, the head, and pages without body styles alone', () => {
    const untouched = page(
      '<style>body{margin:0}</style>',
      '<noscript><style media="screen">.js{display:none}</style></noscript><p>x</p>',
    );
    expect(hoistBodyStyles(untouched)).toBe(untouched);
  });
});

describe('assertNoNulBytes', () => {
  it('names the file and the text before a NUL byte', () => {
    expect(() => assertNoNulBytes('out/a.html', '<p>Copy \u0000\u0000</p>')).toThrow(
      /out\/a\.html: NUL byte at offset 8 .*Copy/,
    );
    expect(() => assertNoNulBytes('out/a.html', '<p>⧉ — ok</p>')).not.toThrow();
  });
});
