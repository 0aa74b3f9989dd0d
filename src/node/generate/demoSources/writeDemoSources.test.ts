import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSources } from '@/model/demoSourcesFile';
import { ContentError } from '../../contentError';
import type { SiteIndex } from '../siteIndexTypes';
import { compileCssModule } from './cssModules';
import { siteDemo } from './siteDemo';
import { writeDemoSources } from './writeDemoSources';

const ROOT = path.resolve(__dirname, '../../../..');

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
      "import classes from './CardDemo.module.css';\n\nexport default function CardDemo() {\n  return <button className={classes.card}>0</button>;\n}\n",
    );
    fs.writeFileSync(path.join(dir, 'css', 'CardDemo.module.css'), '.card { color: red; }\n');
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
          siteDemo(
            path.join(root, 'content/material-ui/components/card/CardDemo.tsx'),
            'material-ui',
            path.join(root, 'content'),
            root,
          ),
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
          ts: 'CardDemo.module.css',
          js: 'CardDemo.module.css',
          TS: '.card { color: red; }\n',
          JS: '.card { color: red; }\n',
        },
      ]);
      // CSS: its module compiled and scoped as the demo's script names the class, also a file.
      const { classes } = compileCssModule(
        path.join(root, 'content/material-ui/components/card/css/CardDemo.module.css'),
        root,
      );
      expect(classes.card).toMatch(/^card_[\w-]+$/);
      expect(css.css).toBe(`.${classes.card}{color:red}`);
      expect(
        fs.readFileSync(
          path.join(
            root,
            'public/static/demo-sources/material-ui/components/card/CardDemo.module.css',
          ),
          'utf8',
        ),
      ).toBe(css.css);
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

  it(
    'builds the same sources on worker threads, and reports a content error from them',
    {
      timeout: 60_000,
    },
    async () => {
      const demo = siteDemo(
        path.join(root, 'content/material-ui/components/card/CardDemo.tsx'),
        'material-ui',
        path.join(root, 'content'),
        root,
      );
      const index = (demos: SiteIndex['demos']): SiteIndex => ({
        products: {} as SiteIndex['products'],
        pages: [],
        apiPages: [],
        fullPages: [],
        demos,
      });
      const file = path.join(
        root,
        'public/static/demo-sources/material-ui/components/card/CardDemo.json',
      );
      await writeDemoSources(index([demo]), { rootDir: root, cacheFile: null, threads: 0 });
      const inThread = fs.readFileSync(file, 'utf8');
      fs.rmSync(file);
      const result = await writeDemoSources(index([demo]), {
        rootDir: root,
        cacheFile: null,
        threads: 2,
      });
      expect(result.rebuilt).toBe(1);
      expect(fs.readFileSync(file, 'utf8')).toBe(inThread);

      const broken = path.join(root, 'content/material-ui/components/card/BrokenDemo.tsx');
      fs.writeFileSync(
        broken,
        "import { x } from './missing';\nexport default function BrokenDemo() {\n  return <p>{x}</p>;\n}\n",
      );
      try {
        const demos = [demo, siteDemo(broken, 'material-ui', path.join(root, 'content'), root)];
        const failure = writeDemoSources(index(demos), {
          rootDir: root,
          cacheFile: null,
          threads: 2,
        });
        await expect(failure).rejects.toThrow(ContentError);
        await expect(failure).rejects.toThrow(/BrokenDemo\.tsx: cannot resolve "\.\/missing"/);
      } finally {
        fs.rmSync(broken);
      }
    },
  );
});
