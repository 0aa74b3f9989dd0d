import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { markBlankLines, restoreBlankLines, toJavaScript } from './toJavaScript';

const ROOT = path.resolve(__dirname, '../../../..');
const CONTENT = path.join(ROOT, 'content');

/** Every demo file in the repository, styling variants included. */
function allDemoFiles(): string[] {
  return fs
    .readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(CONTENT, file))
    .sort();
}

/** Syntax errors, including "type annotations can only be used in TypeScript files" for JS. */
function syntaxErrors(code: string, fileName: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.ES2022,
    true,
    fileName.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.TSX,
  );
  const options: ts.CompilerOptions = { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name) => (name === fileName ? file : undefined);
  host.fileExists = (name) => name === fileName;
  host.readFile = (name) => (name === fileName ? code : undefined);
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  return program
    .getSyntacticDiagnostics(file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Syntax kinds that only exist in TypeScript. */
function typeSyntax(code: string): string[] {
  const file = ts.createSourceFile(
    'demo.jsx',
    code,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (node.kind >= ts.SyntaxKind.FirstTypeNode && node.kind <= ts.SyntaxKind.LastTypeNode) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      found.push(`${ts.SyntaxKind[node.kind]}: ${node.getText(file).slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function blankLines(code: string): number {
  return code.split('\n').filter((line) => line.trim() === '').length;
}

describe('the JavaScript of every demo in the repository', () => {
  const files = allDemoFiles();

  it('finds the demos, and the checks catch TypeScript left in JavaScript', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(syntaxErrors("const a: string = '';", 'demo.jsx')).not.toEqual([]);
    expect(syntaxErrors('const a = <div>;', 'demo.jsx')).not.toEqual([]);
    expect(typeSyntax('const a = b as C;')).not.toEqual([]);
    const annotation = /:\s*React\.[A-Z]\w*(?:<|\[\]|\s*[,;)=|&{])/;
    expect('function f(a: React.ReactNode) {}').toMatch(annotation);
    expect('const e: React.ChangeEvent<HTMLInputElement> = x;').toMatch(annotation);
    expect('a ? b : React.createElement(c)').not.toMatch(annotation);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    '%s: TS parses, JS parses and has no types left',
    async (_name, file) => {
      const source = fs.readFileSync(file, 'utf8');
      expect(syntaxErrors(source, 'demo.tsx')).toEqual([]);
      const js = await toJavaScript(source, path.basename(file), ROOT);
      expect(syntaxErrors(js, 'demo.jsx')).toEqual([]);
      expect(typeSyntax(js)).toEqual([]);
      // A type annotation such as `: React.ReactNode` (not a ternary's `: React.createElement(`).
      expect(js).not.toMatch(/:\s*React\.[A-Z]\w*(?:<|\[\]|\s*[,;)=|&{])/);
      expect(js).not.toMatch(/^\s*(export\s+)?interface\s/m);
      expect(js).not.toMatch(/^\s*(export\s+)?type\s+\w+(<[^>]*>)?\s*=/m);
      expect(js).not.toMatch(/import\s+type\s/);
      // A demo's own component, or a site tool re-exported (`export { default } from '@/tools/…'`).
      expect(js).toMatch(/export default|export \{ default \} from/);
      // Formatted, and the blank lines between statements survive.
      expect(js.endsWith('\n')).toBe(false);
      if (/\n\s*\n\s*(export default|const|function)/.test(source)) {
        expect(blankLines(js)).toBeGreaterThan(0);
      }
      expect(js).not.toContain('@@blank-line@@');
    },
  );
});

describe('toJavaScript', () => {
  it('removes types, keeps JSX and comments, and keeps blank lines where they were', async () => {
    const source = [
      "import * as React from 'react';",
      "import Button, { type ButtonProps } from '@mui/material/Button';",
      '',
      'interface Props extends ButtonProps {',
      '  label: string;',
      '}',
      '',
      "type Size = 'small' | 'large';",
      '',
      "const sizes: Size[] = ['small', 'large'];",
      '',
      '// The button.',
      'function Labelled({ label, ...other }: Props) {',
      '  const [count, setCount] = React.useState<number>(0);',
      '',
      '  const ref = React.useRef<HTMLButtonElement>(null!);',
      '  return (',
      '    <Button ref={ref} onClick={() => setCount((c) => c + 1)} {...other}>',
      '      {label} {count}',
      '    </Button>',
      '  );',
      '}',
      '',
      'export default function Demo() {',
      '  const text = `a',
      '',
      'b` as const;',
      '  return <Labelled label={text} size={sizes[0]!} />;',
      '}',
      '',
    ].join('\n');
    const js = await toJavaScript(source);
    expect(js).toBe(
      [
        "import * as React from 'react';",
        "import Button from '@mui/material/Button';",
        '',
        "const sizes = ['small', 'large'];",
        '',
        '// The button.',
        'function Labelled({ label, ...other }) {',
        '  const [count, setCount] = React.useState(0);',
        '',
        '  const ref = React.useRef(null);',
        '  return (',
        '    <Button ref={ref} onClick={() => setCount((c) => c + 1)} {...other}>',
        '      {label} {count}',
        '    </Button>',
        '  );',
        '}',
        '',
        'export default function Demo() {',
        '  const text = `a',
        '',
        'b`;',
        '  return <Labelled label={text} size={sizes[0]} />;',
        '}',
      ].join('\n'),
    );
  });

  it('marks and restores blank lines without touching other text', () => {
    const marked = markBlankLines('const a = 1;\n\n// c\nconst b = `x\n\ny`;\n');
    expect(marked.match(/@@blank-line@@/g)).toHaveLength(1);
    expect(restoreBlankLines(marked)).toBe('const a = 1;\n\n// c\nconst b = `x\n\ny`;\n');
  });

  it('reports a syntax error', async () => {
    await expect(toJavaScript('export default function () { return <div>; }')).rejects.toThrow();
  });
});
