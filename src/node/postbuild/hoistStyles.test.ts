import { describe, expect, it } from 'vitest';
import { hoistBodyStyles, stripNulBytes } from './hoistStyles';

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe('hoistBodyStyles', () => {
  it("moves Emotion and bare style tags from the body to the end of the head, in order, once each, marking Emotion's as already placed", () => {
    const global = '<style data-emotion="css-global 1a">:root{--x:1}</style>';
    const hoistedGlobal = '<style data-emotion="css-global 1a" data-s="">:root{--x:1}</style>';
    const html = page(
      '<link rel="stylesheet" href="/a.css">',
      `${global}<div><style data-emotion="css 2b">.css-2b{color:red}</style>` +
        `<button><style data-emotion="css 3c">.css-3c{margin:0}</style>Go</button></div>` +
        `<style>astro-island{display:contents}</style>${global}<p>Text</p>`,
    );
    expect(hoistBodyStyles(html)).toBe(
      page(
        '<link rel="stylesheet" href="/a.css">' +
          hoistedGlobal +
          '<style data-emotion="css 2b 3c" data-s="">.css-2b{color:red}.css-3c{margin:0}</style>' +
          '<style>astro-island{display:contents}</style>',
        '<div><button>Go</button></div><p>Text</p>',
      ),
    );
  });

  it('merges consecutive Emotion tags of one key only (each id once, rules in order), never across another tag or key', () => {
    const tag = (key: string, ids: string, rules: string) =>
      `<style data-emotion="${key} ${ids}">${rules}</style>`;
    const html = page(
      '',
      tag('css', '1a', '.a{}') +
        tag('css', '2b 3c', '.b{}.c{}') +
        tag('css', '1a', '.a{}') +
        tag('mui', '4d', '.d{}') +
        tag('css', '5e', '.e{}') +
        '<style>x{}</style>' +
        tag('css', '6f', '.f{}') +
        tag('css-global', '7g', ':root{}') +
        tag('css-global', '8h', 'body{}'),
    );
    expect(hoistBodyStyles(html)).toBe(
      page(
        '<style data-emotion="css 1a 2b 3c" data-s="">.a{}.b{}.c{}</style>' +
          '<style data-emotion="mui 4d" data-s="">.d{}</style>' +
          '<style data-emotion="css 5e" data-s="">.e{}</style>' +
          '<style>x{}</style>' +
          '<style data-emotion="css 6f" data-s="">.f{}</style>' +
          '<style data-emotion="css-global 7g" data-s="">:root{}</style>' +
          '<style data-emotion="css-global 8h" data-s="">body{}</style>',
        '',
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

describe('stripNulBytes', () => {
  it('removes the NUL padding React leaves before a multi-byte character, keeping the character', () => {
    expect(stripNulBytes('<button>\u0000\u0000⧉</button>')).toBe('<button>⧉</button>');
    const clean = '<p>⧉ — ok</p>';
    expect(stripNulBytes(clean)).toBe(clean);
  });
});
