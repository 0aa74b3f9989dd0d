import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBody, type DemoDirective } from './directives';
import { ContentError } from '../contentError';
import { frontMatterLines } from './content/frontMatter';

let dir: string;
let page: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'directives-'));
  page = path.join(dir, 'page.md');
  fs.writeFileSync(
    path.join(dir, 'BasicDemo.tsx'),
    'export default function BasicDemo() {\n  return null;\n}\n',
  );
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The error splitBody throws for `body`, which must be a ContentError. */
function errorOf(body: string, lineOffset = 0): ContentError {
  try {
    splitBody(body, page, lineOffset);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected splitBody to throw');
}

const body = (directive: string) => ['Intro.', '', '## Section', '', directive, ''].join('\n');

describe('demo directives', () => {
  it('parses a valid directive with options', () => {
    const segments = splitBody(
      body(
        '{{"demo": "BasicDemo.tsx", "defaultCodeOpen": true, "bg": "inline", "height": 200, "fullPage": "basic-demo"}}',
      ),
      page,
    );
    const demo = segments.find((s): s is DemoDirective => s.kind === 'demo');
    expect(demo).toMatchObject({
      name: 'BasicDemo',
      file: path.join(dir, 'BasicDemo.tsx'),
      line: 5,
      options: { defaultCodeOpen: true, bg: 'inline', height: 200, fullPage: 'basic-demo' },
    });
  });

  it('fails for a demo file that does not exist, naming the Markdown file and line', () => {
    const error = errorOf(body('{{"demo": "MissingDemo.tsx"}}'));
    expect(error.message).toMatch(`${page}:5: demo MissingDemo.tsx does not exist`);
    expect(error.message).toContain(path.join(dir, 'MissingDemo.tsx'));
  });

  it('fails for a directive that is not JSON, naming the file and line', () => {
    const error = errorOf(body('{{"demo": "BasicDemo.tsx", defaultCodeOpen: true}}'));
    expect(error.message).toMatch(`${page}:5: malformed demo directive (not JSON)`);
  });

  it('fails for a directive with a trailing comma or unquoted value', () => {
    expect(errorOf(body('{{"demo": "BasicDemo.tsx",}}')).message).toMatch(
      `${page}:5: malformed demo directive (not JSON)`,
    );
    expect(errorOf(body('{{"demo": BasicDemo.tsx}}')).message).toMatch(
      `${page}:5: malformed demo directive (not JSON)`,
    );
  });

  it('fails without a "demo" .tsx file name', () => {
    expect(errorOf(body('{{"demo": "BasicDemo.js"}}')).message).toMatch(
      `${page}:5: demo directive needs "demo": "<Name>.tsx"`,
    );
    expect(errorOf(body('{{"defaultCodeOpen": true}}')).message).toMatch(
      `${page}:5: demo directive needs "demo"`,
    );
    expect(errorOf(body('{{}}')).message).toMatch(`${page}:5: demo directive needs "demo"`);
  });

  it('fails for an unknown option, naming it and the known ones', () => {
    const error = errorOf(body('{{"demo": "BasicDemo.tsx", "codeOpen": true}}'));
    expect(error.message).toMatch(`${page}:5: unknown demo option "codeOpen"`);
    expect(error.message).toContain('defaultCodeOpen');
  });

  it.each([
    ['defaultCodeOpen', '"yes"'],
    ['hideToolbar', '1'],
    ['iframe', 'null'],
    ['disableLiveEdit', '"true"'],
    ['bg', '"striped"'],
    ['bg', 'true'],
    ['maxWidth', '"500px"'],
    ['maxWidth', '0'],
    ['height', '-10'],
    ['fullPage', 'true'],
    ['fullPage', '"Sign In"'],
    ['fullPage', '"../sign-in"'],
    ['fullPage', '"sign-in/"'],
  ])('fails for option %s with the wrong type or value %s', (option, value) => {
    const error = errorOf(body(`{{"demo": "BasicDemo.tsx", "${option}": ${value}}}`));
    expect(error.message).toBe(
      `${page}:5: invalid value for demo option "${option}": ${JSON.stringify(JSON.parse(value))}`,
    );
  });

  it('counts the front matter in the line number', () => {
    const source = [
      '---',
      'title: Page',
      'description: A page.',
      '---',
      '',
      'Intro.',
      '',
      '{{"demo": "Nope.tsx"}}',
      '',
    ].join('\n');
    const { content } = matter(source);
    const error = errorOf(content, frontMatterLines(source));
    expect(source.split('\n')[7]).toBe('{{"demo": "Nope.tsx"}}');
    expect(error.message).toMatch(`${page}:8: demo Nope.tsx does not exist`);
  });

  it('ignores directive-like lines inside fenced code', () => {
    const segments = splitBody(['```md', '{{"demo": "Missing.tsx"}}', '```', ''].join('\n'), page);
    expect(segments.every((s) => s.kind === 'markdown')).toBe(true);
  });

  it('rejects a demo inside a callout, naming the line', () => {
    const error = errorOf([':::info', '{{"demo": "BasicDemo.tsx"}}', ':::', ''].join('\n'));
    expect(error.message).toBe(`${page}:2: a demo cannot sit inside a callout`);
  });
});

describe('catalogue directives', () => {
  it('parses a catalogue directive with its line', () => {
    const segments = splitBody(body('{{"catalogue": "grid-events"}}'), page);
    expect(segments.find((s) => s.kind === 'catalogue')).toEqual({
      kind: 'catalogue',
      name: 'grid-events',
      line: 5,
    });
  });

  it('fails for an unknown catalogue or an option, naming the known ones', () => {
    const unknown = errorOf(body('{{"catalogue": "grid-methods"}}'));
    expect(unknown.message).toMatch(`${page}:5: unknown catalogue "grid-methods"`);
    expect(unknown.message).toContain('grid-events, grid-selectors');
    expect(errorOf(body('{{"catalogue": "grid-events", "bg": "inline"}}')).message).toMatch(
      `${page}:5: a catalogue directive takes no option (got "bg")`,
    );
  });
});
