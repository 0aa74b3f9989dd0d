import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSources } from '@/model/demoSourcesFile';
import {
  liveEditModuleFiles,
  markBlankLines,
  packageName,
  restoreBlankLines,
  toJavaScript,
  VersionResolver,
  writeDemoSources,
} from './demoSources';
import type { SiteIndex } from './siteIndex';

const ROOT = path.resolve(__dirname, '../..');
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

describe('dependencies', () => {
  const versions = new VersionResolver(ROOT);
  const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('names packages from specifiers', () => {
    expect(packageName('@mui/material/Button')).toBe('@mui/material');
    expect(packageName('react')).toBe('react');
    expect(packageName('react-dom/client')).toBe('react-dom');
    expect(packageName('./data')).toBeNull();
    expect(packageName('@/docs/clipboard')).toBeNull();
    expect(packageName('@content/types')).toBeNull();
  });

  it('pins what the demo imports and its peers to the site versions', () => {
    const deps = versions.dependencies(['@mui/material', '@mui/icons-material']);
    expect(deps).toEqual({
      '@emotion/react': site.dependencies['@emotion/react'],
      '@emotion/styled': site.dependencies['@emotion/styled'],
      '@mui/icons-material': site.dependencies['@mui/icons-material'],
      '@mui/material': site.dependencies['@mui/material'],
      react: site.dependencies.react,
      'react-dom': site.dependencies['react-dom'],
    });
    for (const version of Object.values(deps)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('pins the tooling', () => {
    const dev = versions.devDependencies();
    expect(dev.typescript).toBe(site.devDependencies.typescript);
    expect(dev['@types/react']).toBe(site.devDependencies['@types/react']);
    expect(dev.esbuild).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('writes the live editor module map: wrappers that import only the names the demos use', () => {
    const files = liveEditModuleFiles(
      new Map([
        ['react', new Set(['*'])],
        ['@mui/material/Button', new Set(['default'])],
        ['@mui/base/Button', new Set(['Button', 'buttonClasses'])],
        ['./x', new Set(['default'])],
        ['a/b.css', new Set<string>()],
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'liveEditModules.ts',
      'liveEditScope/m0.ts',
      'liveEditScope/m1.ts',
    ]);
    expect(files['liveEditModules.ts']).toContain(
      `"@mui/base/Button": () => import('./liveEditScope/m0').then((m) => m.default),`,
    );
    expect(files['liveEditModules.ts']).not.toContain('"react"');
    expect(files['liveEditScope/m0.ts']).toContain(
      'import { Button as i0, buttonClasses as i1 } from "@mui/base/Button";',
    );
    expect(files['liveEditScope/m0.ts']).toContain(
      'export default { "Button": i0, "buttonClasses": i1 };',
    );
    expect(files['liveEditScope/m1.ts']).toContain('import i0 from "@mui/material/Button";');
  });
});

describe('writeDemoSources', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-sources-'));
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
    fs.copyFileSync(path.join(ROOT, '.prettierrc.json'), path.join(root, '.prettierrc.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const dir = path.join(root, 'content', 'material-ui', 'components', 'card');
    fs.mkdirSync(path.join(dir, 'css'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'tailwind'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'tailwind', 'CardDemo.tsx'),
      'export default function CardDemo() {\n  return <button className="rounded-lg bg-sky-600 dark:bg-sky-900">0</button>;\n}\n',
    );
    fs.writeFileSync(
      path.join(dir, 'CardDemo.tsx'),
      "import Button from '@mui/material/Button';\nimport { items } from './data';\n\nexport default function CardDemo() {\n  return <Button>{items.length}</Button>;\n}\n",
    );
    fs.writeFileSync(path.join(dir, 'data.ts'), 'export const items: string[] = [];\n');
    fs.writeFileSync(
      path.join(dir, 'css', 'CardDemo.tsx'),
      'import \'./CardDemo.css\';\n\nexport default function CardDemo() {\n  return <button className="card">0</button>;\n}\n',
    );
    fs.writeFileSync(path.join(dir, 'css', 'CardDemo.css'), '.card { color: red; }\n');
    fs.mkdirSync(path.join(root, 'public/static/demo-sources/old'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/static/demo-sources/old/Gone.json'), '{}');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it(
    'writes one JSON per demo with both languages, variants, files and pinned versions',
    {
      timeout: 30_000,
    },
    async () => {
      const index: SiteIndex = {
        products: {} as SiteIndex['products'],
        pages: [],
        apiPages: [],
        fullPages: [],
        demos: [
          {
            id: 'material-ui/components/card/CardDemo',
            productId: 'material-ui',
            file: 'content/material-ui/components/card/CardDemo.tsx',
          },
        ],
      };
      const result = await writeDemoSources(index, { rootDir: root });
      const file = path.join(
        root,
        'public/static/demo-sources/material-ui/components/card/CardDemo.json',
      );
      const json = fs.readFileSync(file, 'utf8');
      expect(result).toEqual({ count: 1, rebuilt: 1, bytes: Buffer.byteLength(json) });
      expect(fs.existsSync(path.join(root, 'public/static/demo-sources/old/Gone.json'))).toBe(
        false,
      );

      const sources = JSON.parse(json) as DemoSources;
      expect(sources.name).toBe('CardDemo');
      expect(Object.keys(sources.stylings).sort()).toEqual(['CSS', 'System', 'Tailwind']);
      const system = sources.stylings.System!;
      expect(system.TS.code).toContain("import { items } from './data';");
      expect(system.JS.code).toContain('export default function CardDemo()');
      expect(system.TS.html).toContain('class="shiki');
      expect(system.files).toEqual([
        {
          ts: 'data.ts',
          js: 'data.js',
          TS: 'export const items: string[] = [];',
          JS: 'export const items = [];',
        },
      ]);
      const css = sources.stylings.CSS!;
      expect(css.files).toEqual([
        {
          ts: 'CardDemo.css',
          js: 'CardDemo.css',
          TS: '.card { color: red; }\n',
          JS: '.card { color: red; }\n',
        },
      ]);
      // Tailwind: the classes the variant uses, compiled at build time, also written as a file.
      const tailwindCss = sources.stylings.Tailwind!.css!;
      expect(tailwindCss).toMatch(/\.rounded-lg \{\s*border-radius: 0\.5rem/);
      expect(tailwindCss).toContain('.bg-sky-600');
      expect(tailwindCss).toMatch(/\.dark\\:bg-sky-900:where\(\[data-mui-color-scheme="dark"\]/);
      // No preflight (it would restyle the whole docs page) and nothing the variant does not use.
      expect(tailwindCss).not.toContain('box-sizing: border-box');
      expect(tailwindCss).not.toContain('.flex');
      expect(sources.stylings.System!.css).toBeUndefined();
      const cssFile = path.join(
        root,
        'public/static/demo-sources/material-ui/components/card/CardDemo.tailwind.css',
      );
      expect(fs.readFileSync(cssFile, 'utf8')).toBe(tailwindCss);
      expect(Object.keys(sources.dependencies).sort()).toEqual([
        '@emotion/react',
        '@emotion/styled',
        '@mui/material',
        'react',
        'react-dom',
      ]);
      const modules = fs.readFileSync(path.join(root, 'src/generated/liveEditModules.ts'), 'utf8');
      expect(modules).toContain(`"@mui/material/Button": () => import('./liveEditScope/m0')`);
      expect(
        fs.readFileSync(path.join(root, 'src/generated/liveEditScope/m0.ts'), 'utf8'),
      ).toContain('import i0 from "@mui/material/Button";');

      // Unchanged demos come from the cache; a change to any file the demo uses rebuilds it.
      const again = await writeDemoSources(index, { rootDir: root });
      expect(again).toEqual({ count: 1, rebuilt: 0, bytes: Buffer.byteLength(json) });
      expect(fs.readFileSync(path.join(root, 'src/generated/liveEditModules.ts'), 'utf8')).toBe(
        modules,
      );
      fs.writeFileSync(
        path.join(root, 'content/material-ui/components/card/data.ts'),
        "export const items: string[] = ['a'];\n",
      );
      expect((await writeDemoSources(index, { rootDir: root })).rebuilt).toBe(1);
      expect(fs.readFileSync(file, 'utf8')).toContain("export const items = ['a'];");
    },
  );
});
