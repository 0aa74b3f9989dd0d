import { describe, expect, it } from 'vitest';
import { compileDemo, LiveCompileError } from './compile';

function compileError(source: string): LiveCompileError {
  try {
    compileDemo(source);
  } catch (error) {
    if (error instanceof LiveCompileError) return error;
    throw error;
  }
  throw new Error('expected a compile error');
}

describe('compileDemo', () => {
  it('strips TypeScript and lists the imports once, in order', () => {
    const { code, imports } = compileDemo(
      [
        "import * as React from 'react';",
        'import Button, { type ButtonProps } from "@mui/material/Button";',
        "import Stack from '@mui/material/Stack';",
        "import { Button as B } from '@mui/material/Button';",
        'interface Props { label: string }',
        'export default function Demo({ label }: Props): React.ReactElement {',
        '  const [n, setN] = React.useState<number>(0);',
        '  return <Stack><Button onClick={() => setN(n + 1)}>{label as string}</Button><B /></Stack>;',
        '}',
      ].join('\n'),
    );
    expect(imports).toEqual([
      'react/jsx-runtime',
      'react',
      '@mui/material/Button',
      '@mui/material/Stack',
    ]);
    expect(code).not.toMatch(/interface|useState<number>|: Props|as string/);
    expect(code).toContain('exports.default = Demo');
  });

  it('compiles JavaScript with classes, async functions and generators as they are', () => {
    const { code } = compileDemo(
      [
        "import * as React from 'react';",
        'function* ids() { yield 1; }',
        'class Counter extends React.Component { state = { n: 0 }; render() { return <b>{this.state.n}</b>; } }',
        'export default function Demo() {',
        '  const onClick = async () => { await Promise.resolve(); };',
        '  return <Counter onClick={onClick} />;',
        '}',
      ].join('\n'),
    );
    expect(code).toContain('function* ids()');
    expect(code).toContain('class Counter extends React.Component');
    expect(code).toContain('async () => { await Promise.resolve(); }');
  });

  it('keeps every line where it was, so runtime line numbers are the source lines', () => {
    const source =
      "import Box from '@mui/material/Box';\n\nconst a: number = 1;\n\nexport const b = <Box>{a}</Box>;\nthrow new Error('x');\n";
    const lines = compileDemo(source).code.split('\n');
    expect(lines.length).toBe(source.split('\n').length);
    expect(lines[5]).toContain("throw new Error('x')");
  });

  it.each([
    ['a syntax error in JavaScript', 'const a = 1;\nconst b = 2;\nconst c = (;\n', 3],
    [
      'an empty JSX handler',
      "import Button from '@mui/material/Button';\n\nexport default function Demo() {\n  return <Button onClick={() => }>x</Button>;\n}",
      4,
    ],
    ['a TypeScript type error of syntax', 'const a: = 1;', 1],
  ])('reports %s with its line', (_name, source, line) => {
    const error = compileError(source);
    expect(error.line).toBe(line);
    expect(error.name).toBe('SyntaxError');
    expect(error.message).toMatch(/^Unexpected token/);
    expect(error.message).not.toMatch(/\(\d+:\d+\)$|demo\.tsx/);
  });
});
