import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { toJavaScript } from '@/build/demoSources';
import { splitBody } from '@/build/directives';
import { readSiteIndex } from '@/build/pageData';
import { compileDemo } from './compile';
import { runModule, type ModuleNamespace } from './interpreter';
import { createModuleResolver, ModuleNotAllowedError } from './modules';
import { LiveSyntaxError, parse } from './parser';

const ROOT = path.resolve(__dirname, '../../../..');

function run(code: string, modules: Record<string, ModuleNamespace> = {}) {
  return runModule(parse(code), {
    source: code,
    modules: new Map(Object.entries(modules)),
    createElement: React.createElement as never,
    Fragment: React.Fragment,
  });
}

/** Evaluates an expression through the interpreter. */
function value(expression: string): unknown {
  return run(`export default (${expression});`).default;
}

describe('interpreter', () => {
  it.each([
    ['1 + 2 * 3 ** 2', 19],
    ['2 ** 3 ** 2', 512],
    ["'a' + 1 + 2", 'a12'],
    ['10 % 4 - -1', 3],
    ['1 < 2 && 3 >= 3', true],
    ['null ?? 0 ?? 5', 0],
    ["undefined || 'x'", 'x'],
    ['typeof nothingHere', 'undefined'],
    ["typeof 's'", 'string'],
    ['[1, 2, ...[3, 4]].length', 4],
    ['{ a: 1, ...{ b: 2 }, ["c" + 1]: 3 }', { a: 1, b: 2, c1: 3 }],
    ['`a${1 + 1}b${"c"}`', 'a2bc'],
    [
      '(() => { const [a, , b = 5, ...rest] = [1, 2, undefined, 4, 5]; return [a, b, rest]; })()',
      [1, 5, [4, 5]],
    ],
    ['(({ a, b: { c } = { c: 3 }, ...rest }) => [a, c, rest])({ a: 1, d: 4 })', [1, 3, { d: 4 }]],
    ['((...args) => args.length)(1, 2, 3)', 3],
    ['[3, 1, 2].map((x) => x * 2).filter((x) => x > 2)', [6, 4]],
    ['(function f(n) { return n <= 1 ? 1 : n * f(n - 1); })(5)', 120],
    [
      '(() => { let s = 0; for (let i = 0; i < 5; i++) { if (i === 1) continue; if (i === 4) break; s += i; } return s; })()',
      5,
    ],
    [
      '(() => { const fns = []; for (let i = 0; i < 3; i++) fns.push(() => i); return fns.map((f) => f()); })()',
      [0, 1, 2],
    ],
    [
      '(() => { const out = []; for (const [k, v] of Object.entries({ a: 1, b: 2 })) out.push(k + v); return out; })()',
      ['a1', 'b2'],
    ],
    [
      '(() => { const out = []; for (const k in { x: 1, y: 2 }) out.push(k); return out; })()',
      ['x', 'y'],
    ],
    ['(() => { let i = 0; while (i < 10) i += 3; do { i++; } while (i < 5); return i; })()', 13],
    [
      '(() => { switch (2) { case 1: return "one"; case 2: case 3: return "two or three"; default: return "?"; } })()',
      'two or three',
    ],
    [
      '(() => { try { null.x; } catch (e) { return e instanceof TypeError; } finally { } })()',
      true,
    ],
    [
      '(() => { try { throw new Error("boom"); } catch ({ message }) { return message; } })()',
      'boom',
    ],
    [
      '(() => { const o = { n: 1, inc() { this.n += 1; return this; } }; return o.inc().inc().n; })()',
      3,
    ],
    ['(() => { const o = { get twice() { return 2 * 2; } }; return o.twice; })()', 4],
    ['(() => { let a = null; a ??= 3; a ||= 4; a &&= a + 1; return a; })()', 4],
    [
      '(() => { const o = { a: { b: null } }; return [o?.a?.b?.c, o.x?.y.z, o.a.b?.(), o.f?.()]; })()',
      [undefined, undefined, undefined, undefined],
    ],
    ['(() => { let x = 1; const y = x++ + ++x; return [x, y]; })()', [3, 4]],
    ['(() => { const a = [1]; a[0] += 5; a[0]++; return a; })()', [7]],
    ['/a(b+)/i.exec("xABBy")[1]', 'BB'],
    ['new Map([[1, "a"]]).get(1)', 'a'],
    ['Math.max(...[1, 5, 3])', 5],
    ['0x10 + 0b11 + 1_000 + .5', 1019.5],
    ['"\\u0041\\x42\\n".length', 3],
    [
      '(() => { const tag = (s, ...v) => s.raw.join("|") + v.join(","); return tag`a${1}b\\n${2}`; })()',
      'a|b\\n|1,2',
    ],
    ['(() => { function F(x) { this.x = x; } return new F(4).x; })()', 4],
    ['(() => { var v = 1; { var v = 2; } return v; })()', 2],
    ['(() => { hoisted(); function hoisted() { return 1; } return hoisted(); })()', 1],
    ['"b" in { b: 1 }', true],
    ['[1, 2, 3].includes(2) ? "yes" : "no"', 'yes'],
  ])('%s', (expression, expected) => {
    expect(value(expression)).toEqual(expected);
  });

  it('names functions after their variables (React component names)', () => {
    const exports = run('export const Demo = () => null; export default function Named() {}');
    expect((exports.Demo as () => void).name).toBe('Demo');
    expect((exports.default as () => void).name).toBe('Named');
  });

  it('binds imports: default, namespace, named and renamed', () => {
    const exports = run(
      "import D, { a as b, c } from 'm'; import * as N from 'n'; export default [D, b, c, N.z];",
      { m: { default: 'd', a: 1, c: 2 }, n: { z: 3 } },
    );
    expect(exports.default).toEqual(['d', 1, 2, 3]);
    expect(() => run("import { nope } from 'm';", { m: {} })).toThrow(/no export named 'nope'/);
  });

  it('reports runtime errors with their position', () => {
    expect(() => run('export default missing;')).toThrow(/missing is not defined \(1:16\)/);
    expect(() => run('const a = 1;\na = 2;')).toThrow(/constant variable 'a' \(2:1\)/);
    expect(() => run('const o = {};\no.f();')).toThrow(/o\.f is not a function/);
    expect(() => run('const o = undefined;\no.x;')).toThrow(/Cannot read properties of undefined/);
  });

  it('stops a runaway loop instead of hanging the page', () => {
    const code = 'export default () => { while (true) {} };';
    const exports = runModule(parse(code), {
      source: code,
      modules: new Map(),
      createElement: React.createElement as never,
      Fragment: React.Fragment,
      loopBudget: 10_000,
    });
    expect(() => (exports.default as () => void)()).toThrow(/loop ran too long/);
  });
});

describe('parser', () => {
  it.each([
    ['export default function () { return <div>; }', /closing tag|Unterminated JSX/],
    ['const = 1;', /Unexpected token '='/],
    ['const a = 1', null],
    ['let x = "unterminated', /Unterminated string/],
    [
      'export default () => (\n  <Box>\n    <Button>\n  </Box>\n);',
      /Expected corresponding JSX closing tag for <Button> \(4:3\)/,
    ],
    ['class A {}', /Classes are not supported in the live editor/],
    ['async function f() {}', /Async functions are not supported/],
    ['const f = async () => 1;', /Async functions are not supported/],
    ["import type { X } from 'x';", /TypeScript/],
    ['const a: number = 1;', /Type annotations are TypeScript/],
    ['const f = (a: string) => a;', /Type annotations are TypeScript/],
    ['a\n++b', null],
  ])('%j', (code, error) => {
    if (error) expect(() => parse(code)).toThrow(error);
    else expect(() => parse(code)).not.toThrow();
    if (error) expect(() => parse(code)).toThrow(LiveSyntaxError);
  });

  it('parses JSX: text whitespace, entities, attributes, spreads, fragments, members', () => {
    const Box = (props: Record<string, unknown>) => React.createElement('section', props);
    const Item = (props: { children?: React.ReactNode }) =>
      React.createElement('i', null, props.children);
    const code = `
      import Box from 'box';
      import * as Parts from 'parts';

      export default function Demo() {
        const props = { title: 't' };
        return (
          <>
            <Box id="a" data-x="1 &amp; 2" hidden {...props} style={{ color: 'red' }}>
              Hello,   world
              {' '}
              {/* a comment */}
              <b>bold</b> &copy;&#65;
              <Parts.Item>{[1, 2].map((n) => <span key={n}>{n}</span>)}</Parts.Item>
            </Box>
            <input aria-label='x' disabled={false} />
          </>
        );
      }`;
    const Demo = run(code, { box: { default: Box }, parts: { Item } })
      .default as React.ComponentType;
    expect(renderToStaticMarkup(React.createElement(Demo))).toBe(
      '<section id="a" data-x="1 &amp; 2" hidden="" title="t" style="color:red">Hello,   world <b>bold</b> ©A<i><span>1</span><span>2</span></i></section><input aria-label="x"/>',
    );
  });
});

/** Every demo file of the repository, styling variants included. */
function demoFiles(): string[] {
  const content = path.join(ROOT, 'content');
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(content, file))
    .sort();
}

/**
 * Demos for which the site offers no live editor: the directive hides the toolbar (site tools such
 * as the theme viewer) or sets `disableLiveEdit`.
 */
function demosWithoutLiveEditor(): Set<string> {
  const files = new Set<string>();
  for (const page of readSiteIndex().pages) {
    const file = path.join(ROOT, page.file);
    for (const segment of splitBody(matter(fs.readFileSync(file, 'utf8')).content, file)) {
      if (
        segment.kind === 'demo' &&
        (segment.options.hideToolbar || segment.options.disableLiveEdit)
      )
        files.add(segment.file);
    }
  }
  return files;
}

describe('every demo of the repository, live', () => {
  const notLive = demosWithoutLiveEditor();
  const generated = Object.fromEntries(
    [
      '@mui/icons-material',
      '@mui/x-data-grid',
      '@mui/x-data-grid-pro',
      '@mui/x-data-grid-premium',
    ].map((name) => [name, () => import(/* @vite-ignore */ name)]),
  );
  const load = createModuleResolver(generated);
  const loadForTest = async (specifier: string) => {
    try {
      return await load(specifier);
    } catch (error) {
      if (!(error instanceof ModuleNotAllowedError) || specifier.startsWith('.')) throw error;
      // The browser build lists the demos' modules in the generated map; Node resolves them all.
      return (await import(/* @vite-ignore */ specifier)) as ModuleNamespace;
    }
  };

  it.each(demoFiles().map((file) => [path.relative(ROOT, file), file]))(
    '%s renders the same markup interpreted from its JavaScript as compiled',
    async (_name, file) => {
      if (notLive.has(file)) return;
      const js = await toJavaScript(fs.readFileSync(file, 'utf8'), path.basename(file), ROOT);
      // Relative imports (`from './x'`, `import './x'`) are not offered by the live editor.
      if (/(from|import) '\.\//.test(js)) return;
      const Interpreted = await compileDemo(js, loadForTest);
      const Compiled = ((await import(/* @vite-ignore */ file)) as { default: React.ComponentType })
        .default;
      // Inside the theme of its library, as on the site (function themes receive the outer one).
      const render = (component: React.ComponentType) =>
        renderToStaticMarkup(
          file.includes(`${path.sep}joy-ui${path.sep}`)
            ? React.createElement(JoyCssVarsProvider, null, React.createElement(component))
            : React.createElement(
                ThemeProvider,
                { theme: createTheme() },
                React.createElement(component),
              ),
        );
      const expected = render(Compiled);
      expect(render(Interpreted)).toBe(expected);
      expect(expected.length).toBeGreaterThan(20);
    },
  );

  it('refuses modules outside the map', async () => {
    const restricted = createModuleResolver({
      '@mui/material/Chip': async () => ({ default: 'Chip' }),
    });
    await expect(restricted('left-pad')).rejects.toThrow(/can't be imported in the live editor/);
    await expect(restricted('@mui/material')).rejects.toThrow(ModuleNotAllowedError);
    await expect(restricted('./data')).rejects.toThrow(/Relative imports/);
    expect((await restricted('@mui/material/Chip')).default).toBe('Chip');
    expect((await restricted('react')).useState).toBe(React.useState);
  });
});
