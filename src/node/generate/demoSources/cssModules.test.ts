import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCssModules } from '../../astro/demoCssModules';
import { CONTENT_DIR } from '../../paths';
import { ContentError } from '../../contentError';
import { compileCssModule } from './cssModules';

describe('compileCssModule', () => {
  let root: string;
  const write = (name: string, css: string) => {
    const file = path.join(root, 'content', 'demo', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, css);
    return file;
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'css-modules-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('scopes classes and keyframes, keeps :global selectors, and lists composed classes', () => {
    const file = write(
      'Pop.module.css',
      [
        '.base { padding: 4px }',
        '.button { composes: base; color: blue; animation: pop 1s }',
        ":global([data-mui-color-scheme='dark']) .button { color: white }",
        '@keyframes pop { from { opacity: 0 } }',
      ].join('\n'),
    );
    const { classes, css } = compileCssModule(file, root);
    expect(classes.base).toMatch(/^base_[\w-]+$/);
    const [own, composed] = classes.button!.split(' ');
    expect(own).toMatch(/^button_[\w-]+$/);
    expect(composed).toBe(classes.base);
    expect(css).toContain(`[data-mui-color-scheme=dark] .${own}{color:#fff}`);
    expect(css).not.toMatch(/\.button\b|\.base\b/);
    expect(css).toMatch(/@keyframes pop_[\w-]+\{/);
  });

  it('names the same file the same way every time and two files differently', () => {
    const first = write('a/Card.module.css', '.card { color: red }');
    const second = write('b/Card.module.css', '.card { color: red }');
    expect(compileCssModule(first, root)).toEqual(compileCssModule(first, root));
    expect(compileCssModule(first, root).classes.card).not.toBe(
      compileCssModule(second, root).classes.card,
    );
  });

  it('reports CSS it cannot parse and composing from another file as content errors', () => {
    const garbage = write('Garbage.module.css', '.a { color: red } @media ( { .b {} }');
    expect(() => compileCssModule(garbage, root)).toThrow(ContentError);
    expect(() => compileCssModule(garbage, root)).toThrow(
      /content\/demo\/Garbage\.module\.css: invalid CSS: /,
    );
    const outside = write('Outside.module.css', ".a { composes: b from './Other.module.css' }");
    write('Other.module.css', '.b { color: red }');
    expect(() => compileCssModule(outside, root)).toThrow(ContentError);
    expect(() => compileCssModule(outside, root)).toThrow(/may compose only its own classes/);
  });
});

describe('the demo CSS Modules plugin', () => {
  const plugin = demoCssModules();
  const demo = path.join(CONTENT_DIR, 'base-ui/components/badge/css/BasicBadge.tsx');

  it('turns a demo’s CSS Module into a module of the class names the stylesheet uses', () => {
    const id = plugin.resolveId('./BasicBadge.module.css', demo);
    expect(id).not.toBeNull();
    expect(id!.endsWith('.css')).toBe(false);
    const watched: string[] = [];
    const code = plugin.load.call({ addWatchFile: (file) => watched.push(file) }, id!);
    const cssFile = path.join(path.dirname(demo), 'BasicBadge.module.css');
    expect(watched).toEqual([cssFile]);
    const { classes, css } = compileCssModule(cssFile);
    expect(code).toBe(`export default ${JSON.stringify(classes)};`);
    for (const name of Object.values(classes)) expect(css).toContain(`.${name.split(' ')[0]}`);
  });

  it('leaves every other import to Vite', () => {
    expect(plugin.resolveId('./BasicBadge.module.css', undefined)).toBeNull();
    expect(plugin.resolveId('./shell.css', demo)).toBeNull();
    expect(plugin.resolveId('@mui/base/Badge', demo)).toBeNull();
    expect(
      plugin.resolveId('./Any.module.css', path.join(CONTENT_DIR, '..', 'src/demo/Demo.tsx')),
    ).toBeNull();
    expect(plugin.load.call({ addWatchFile: () => {} }, '/abs/file.js')).toBeNull();
  });
});
