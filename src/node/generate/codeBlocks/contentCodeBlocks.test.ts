import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentPage } from '../content/readPage';
import { createCodeChecker } from './checkCode';
import {
  assertCodeBlocksPass,
  checkContentCodeBlocks,
  type CodeBlocksReport,
  type PageToCheck,
} from './contentCodeBlocks';

const FIXTURE = [
  '---',
  'title: Buttons',
  'description: A fixture page with code blocks.',
  '---',
  '',
  'A correct block:',
  '',
  '```tsx',
  "import Button from '@mui/material/Button';",
  '',
  'export default function Demo() {',
  '  return <Button variant="contained">Hello</Button>;',
  '}',
  '```',
  '',
  '- In a list, a wrong variant:',
  '',
  '  ```jsx',
  "  import Button from '@mui/material/Button';",
  '',
  '  export default () => <Button variant="dashed">Hello</Button>;',
  '  ```',
  '',
  'A fragment is not compiled:',
  '',
  '```tsx fragment',
  '<Button {...props} />',
  '```',
  '',
  '```css',
  '.card :global(.title) { color: red; }',
  '```',
  '',
  '```css module',
  '.card :global(.title) { color: red; }',
  '```',
  '',
  '```bash',
  'npm install @mui/material',
  '```',
  '',
].join('\n');

let root: string;
let page: PageToCheck;
let report: CodeBlocksReport;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
  const dir = path.join(root, 'content', 'material-ui', 'components', 'button');
  fs.mkdirSync(dir, { recursive: true });
  const absolute = path.join(dir, 'button.md');
  fs.writeFileSync(absolute, FIXTURE);
  const content = readContentPage(absolute, 'material-ui', root);
  page = {
    file: path.relative(root, absolute),
    markdown: content.markdown,
    markdownLine: content.markdownLine,
  };
  report = checkContentCodeBlocks([page], createCodeChecker());
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('checkContentCodeBlocks', () => {
  it('checks the tsx, jsx and css blocks and counts the fragment', () => {
    expect(report.checked).toBe(4);
    expect(report.fragments).toBe(1);
  });

  it('reports the failing blocks with the Markdown file and line, and passes the correct one', () => {
    expect(report.failures.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'content/material-ui/components/button/button.md:21',
      'content/material-ui/components/button/button.md:31',
    ]);
    expect(report.failures[0]!.message).toContain(`Type '"dashed"' is not assignable`);
    expect(report.failures[1]!.message).toContain('CSS Modules syntax');
  });

  it('fails the build naming file, line and message', () => {
    expect(() => assertCodeBlocksPass(report)).toThrow(
      /content\/material-ui\/components\/button\/button\.md:21: No overload matches this call/,
    );
  });

  it('fails when more than a tenth of the blocks are fragments', () => {
    expect(() => assertCodeBlocksPass({ checked: 8, fragments: 2, failures: [] })).toThrow(
      /2 of 10 code blocks are marked fragment/,
    );
    expect(() => assertCodeBlocksPass({ checked: 9, fragments: 1, failures: [] })).not.toThrow();
  });
});

// The first check builds the TypeScript program with the packages' types: seconds on a busy machine.
describe('createCodeChecker', { timeout: 60_000 }, () => {
  const checker = createCodeChecker();

  it('type-checks a block alone, and skips languages it does not check', () => {
    expect(checker.check({ code: 'const n: number = "one";', lang: 'ts' })[0]?.message).toMatch(
      /not assignable to type 'number'/,
    );
    expect(checker.check({ code: 'not: [json', lang: 'json' })).toEqual([]);
    expect(checker.checks('bash')).toBe(false);
  });

  it('types relative, stylesheet and unpinned imports as any, and no others', () => {
    const code = [
      "import './styles.css';",
      "import App, { type AppProps } from './App';",
      "import { Link, type LinkProps } from 'react-router-dom';",
      'export const props: LinkProps & AppProps = { to: "/" };',
      'export const app = <App><Link to="/" /></App>;',
    ].join('\n');
    expect(checker.check({ code, lang: 'tsx' })).toEqual([]);
    expect(checker.check({ code: "import pad from 'left-pad';", lang: 'ts' })[0]?.message).toMatch(
      /Cannot find module 'left-pad'/,
    );
  });

  const addsBrand = [
    "declare module '@mui/material/styles' {",
    '  interface Palette { brand: string }',
    '}',
  ].join('\n');

  it('keeps one page’s module augmentation away from other pages', () => {
    const use = [
      "import { createTheme } from '@mui/material/styles';",
      'export const brand: string = createTheme().palette.brand;',
    ].join('\n');
    const [own, sameLater, otherPage] = checker.checkAll([
      { code: addsBrand, lang: 'ts', page: 'a.md' },
      { code: use, lang: 'ts', page: 'a.md' },
      { code: use, lang: 'ts', page: 'b.md' },
    ]);
    expect(own).toEqual([]);
    expect(sameLater).toEqual([]);
    expect(otherPage?.[0]?.message).toMatch(/Property 'brand' does not exist/);
  });

  it('keeps one page’s addition away from another page that augments something else', () => {
    const usesBrand = [
      "import { createTheme } from '@mui/material/styles';",
      "declare module '@mui/material/styles' {",
      '  interface TypographyVariants { poster: React.CSSProperties }',
      '}',
      'export const brand: string = createTheme().palette.brand;',
    ].join('\n');
    const [, otherPage] = checker.checkAll([
      { code: addsBrand, lang: 'ts', page: 'a.md' },
      { code: usesBrand, lang: 'tsx', page: 'b.md' },
    ]);
    expect(otherPage?.[0]?.message).toMatch(/Property 'brand' does not exist/);
  });
});
