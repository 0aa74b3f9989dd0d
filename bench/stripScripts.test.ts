import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { stripScripts, writeNoScriptCopy } from './stripScripts';

describe('stripScripts', () => {
  it('removes external, inline, module and data scripts and keeps everything else', () => {
    const html =
      '<!DOCTYPE html><html><head><meta charset="utf-8">' +
      '<script>document.documentElement.dataset.mode="dark"</script>' +
      '<link rel="stylesheet" href="/a.css">' +
      '<script type="module" src="/_astro/shell.abc.js"></script>' +
      '<script type="module" src="/m.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebPage"}</script>' +
      '</head><body><h1>Title</h1>' +
      '<script type="application/json" data-page>{"props":{}}</script></body></html>';
    expect(stripScripts(html)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8">' +
        '<link rel="stylesheet" href="/a.css">' +
        '</head><body><h1>Title</h1></body></html>',
    );
  });

  it('removes links that preload scripts, not other preloads', () => {
    const html =
      '<link rel="preload" href="/x.js" as="script">' +
      '<link rel="modulepreload" href="/y.js">' +
      '<link rel="preload" href="/f.woff2" as="font" crossorigin="">' +
      '<link rel="preload" href="/s.css" as="style">';
    expect(stripScripts(html)).toBe(
      '<link rel="preload" href="/f.woff2" as="font" crossorigin="">' +
        '<link rel="preload" href="/s.css" as="style">',
    );
  });

  it('handles upper case, attributes holding ">" and script text holding "<"', () => {
    const html = '<p>a</p><SCRIPT data-x="a>b">if (1 < 2) {}</SCRIPT ><p>b</p>';
    expect(stripScripts(html)).toBe('<p>a</p><p>b</p>');
  });

  it('leaves escaped code samples and look-alike tags alone', () => {
    const html =
      '<pre>&lt;script src="x.js"&gt;&lt;/script&gt;</pre><scripted-thing></scripted-thing>';
    expect(stripScripts(html)).toBe(html);
  });

  it('drops an unterminated script to the end of the document', () => {
    expect(stripScripts('<p>a</p><script>var x = 1;')).toBe('<p>a</p>');
  });
});

describe('writeNoScriptCopy', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies the export with stripped HTML, drops stale compressed HTML and recompresses routes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-strip-'));
    const out = path.join(dir, 'out');
    const dest = path.join(dir, 'noscript');
    const page = '<html><body><h1>Hi</h1><script src="/app.js"></script></body></html>';
    fs.mkdirSync(path.join(out, 'a'), { recursive: true });
    fs.writeFileSync(path.join(out, 'a', 'index.html'), page);
    fs.writeFileSync(path.join(out, 'a', 'index.html.br'), 'stale');
    fs.writeFileSync(path.join(out, 'b.html'), page);
    fs.writeFileSync(path.join(out, 'b.html.gz'), 'stale');
    fs.writeFileSync(path.join(out, 'app.js'), 'console.log(1)');

    const result = writeNoScriptCopy(out, dest, ['/a/']);

    const stripped = '<html><body><h1>Hi</h1></body></html>';
    expect(result.htmlFiles).toBe(2);
    expect(fs.readFileSync(path.join(dest, 'a', 'index.html'), 'utf8')).toBe(stripped);
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(dest, 'a', 'index.html.br'))).toString(),
    ).toBe(stripped);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dest, 'a', 'index.html.gz'))).toString()).toBe(
      stripped,
    );
    expect(fs.existsSync(path.join(dest, 'b.html.gz'))).toBe(false);
    expect(fs.readFileSync(path.join(dest, 'app.js'), 'utf8')).toBe('console.log(1)');
    // Running again replaces the previous copy.
    writeNoScriptCopy(out, dest, []);
    expect(fs.existsSync(path.join(dest, 'a', 'index.html.br'))).toBe(false);
  });
});
