import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileInSite, readPageMarkdown, routeOf } from './sitePaths';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
const root = path.join(base, 'out');
fs.mkdirSync(path.join(root, 'material-ui'), { recursive: true });
fs.writeFileSync(path.join(root, 'material-ui/react-button.md'), '# Button\n');
fs.writeFileSync(path.join(root, 'material-ui/react-button.js.md'), '# Button (JS)\n');
fs.writeFileSync(path.join(base, 'secret.md'), 'secret');
fs.symlinkSync(path.join(base, 'secret.md'), path.join(root, 'material-ui/linked.md'));

afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe('routeOf', () => {
  it('takes a URL, a path, with or without slash, or a Markdown copy', () => {
    for (const input of [
      'https://mui.example/material-ui/react-button/#basic',
      '/material-ui/react-button',
      'material-ui/react-button/',
      '/material-ui/react-button.md',
      '/material-ui/react-button.js.md?x=1',
    ])
      expect(routeOf(input), input).toBe('/material-ui/react-button/');
    expect(routeOf('/')).toBe('/');
  });

  it('refuses paths that try to leave the site', () => {
    for (const input of ['/../x', '/a/%2e%2e/b', '/a%2f..', '/a\\b', '/a\0', 'x'.repeat(600)])
      expect(() => routeOf(input), input).toThrow();
  });
});

describe('reading files of the site', () => {
  it('reads a page in either variant', () => {
    expect(readPageMarkdown(root, '/material-ui/react-button/', 'TS')).toBe('# Button\n');
    expect(readPageMarkdown(root, '/material-ui/react-button/', 'JS')).toBe('# Button (JS)\n');
    expect(() => readPageMarkdown(root, '/material-ui/nothing/', 'TS')).toThrow(/No page at/);
  });

  it('never reads outside the site, not even through a symbolic link', () => {
    expect(() => fileInSite(root, '/../secret.md')).toThrow(/inside/);
    expect(() => fileInSite(root, '/material-ui/linked.md')).toThrow(/No such file/);
    expect(() => fileInSite(root, '/material-ui')).toThrow(/No such file/);
  });
});
