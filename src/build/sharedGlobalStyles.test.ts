import { describe, expect, it } from 'vitest';
import { shareGlobalStyles } from './sharedGlobalStyles';

const page = (head: string, body = '<p>x</p>') =>
  `<!doctype html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;
const vars = '<style data-emotion="css-global 1a">:root{--mui-spacing:8px}</style>';
const baseline = '<style data-emotion="css-global 2b">body{margin:0}</style>';
const joy = '<style data-emotion="css-global 3c">:root{--joy-radius:4px}</style>';
const button = '<style data-emotion="css 4d">.css-4d{color:red}</style>';

describe('shareGlobalStyles', () => {
  it("links one stylesheet per set of global styles, where the page's first one was", () => {
    const material = page(`<link rel="stylesheet" href="/shell.css">${baseline}${vars}${button}`);
    const { pages, stylesheets } = shareGlobalStyles([
      material,
      page(`${baseline}${vars}${joy}${button}`),
      material,
    ]);
    expect(stylesheets.size).toBe(2);
    const [materialFile, joyFile] = [...stylesheets.keys()];
    expect(materialFile).toMatch(/^_astro\/globals\.[\w-]{10}\.css$/);
    expect(stylesheets.get(materialFile!)).toBe('body{margin:0}\n:root{--mui-spacing:8px}');
    expect(stylesheets.get(joyFile!)).toBe(
      'body{margin:0}\n:root{--mui-spacing:8px}\n:root{--joy-radius:4px}',
    );
    expect(pages[0]).toBe(
      page(
        `<link rel="stylesheet" href="/shell.css"><link rel="stylesheet" href="/${materialFile}">${button}`,
      ),
    );
    expect(pages[1]).toBe(page(`<link rel="stylesheet" href="/${joyFile}">${button}`));
    expect(pages[2]).toBe(pages[0]);
  });

  it('leaves pages without global styles, and styles outside the head, as they are', () => {
    const plain = page(button);
    const inBody = page('', `<template>${vars}</template>`);
    expect(shareGlobalStyles([plain, inBody, 'not a page'])).toEqual({
      pages: [plain, inBody, 'not a page'],
      stylesheets: new Map(),
    });
  });
});
