import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPage } from './readPage';

let root: string;
let page: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-page-'));
  const dir = path.join(root, 'content', 'material-ui', 'guides');
  fs.mkdirSync(path.join(dir, 'templates', 'tailwind'), { recursive: true });
  const demo = 'export default function Demo() {\n  return null;\n}\n';
  fs.writeFileSync(path.join(dir, 'Basic.tsx'), demo);
  fs.writeFileSync(path.join(dir, 'templates', 'Blog.tsx'), demo);
  fs.writeFileSync(path.join(dir, 'templates', 'tailwind', 'Blog.tsx'), demo);
  page = path.join(dir, 'page.md');
  fs.writeFileSync(
    page,
    [
      '---',
      'title: Guide',
      'description: A guide.',
      '---',
      '',
      'Intro.',
      '',
      '{{"demo": "Basic.tsx", "bg": "inline"}}',
      '',
      ':::info',
      'A note.',
      ':::',
      '',
      '{{"demo": "templates/Blog.tsx", "fullPage": "blog"}}',
      '',
    ].join('\n'),
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('readContentPage', () => {
  it('reads the front matter, the Markdown as written and the parsed directives in one go', () => {
    const content = readContentPage(page, 'material-ui', root);
    expect(content.frontMatter).toMatchObject({ title: 'Guide', description: 'A guide.' });
    expect(content.markdownLine).toBe(4);
    expect(content.markdown.split('\n')[13 - content.markdownLine]).toBe(
      '{{"demo": "templates/Blog.tsx", "fullPage": "blog"}}',
    );
    expect(content.segments.map((segment) => segment.kind)).toEqual([
      'markdown',
      'demo',
      'markdown',
      'demo',
    ]);
    expect(content.segments[1]).toEqual({
      kind: 'demo',
      id: 'material-ui/guides/Basic',
      name: 'Basic',
      path: 'Basic.tsx',
      line: 8,
      options: { bg: 'inline' },
    });
    expect(content.segments[3]).toMatchObject({
      id: 'material-ui/guides/templates/Blog',
      path: 'templates/Blog.tsx',
      line: 14,
      options: { fullPage: 'blog' },
    });
    // Callouts are already notes in the Markdown chunks.
    expect(content.segments[2]).toMatchObject({ text: expect.stringContaining('role="note"') });
    expect(content.demos.map((demo) => [demo.id, demo.variants.map((v) => v.styling)])).toEqual([
      ['material-ui/guides/Basic', ['System']],
      ['material-ui/guides/templates/Blog', ['System', 'Tailwind']],
    ]);
  });

  it('fails on a bad front matter, naming the file', () => {
    fs.writeFileSync(path.join(path.dirname(page), 'bad.md'), '---\ntitle: T\n---\n\nText.\n');
    expect(() =>
      readContentPage(path.join(path.dirname(page), 'bad.md'), 'material-ui', root),
    ).toThrow(/content\/material-ui\/guides\/bad\.md:\d+: front matter needs a "description"/);
  });
});
