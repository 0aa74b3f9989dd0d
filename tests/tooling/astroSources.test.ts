import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroCheck } from '@astrojs/language-server';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * `.astro` files go through the same checks as the rest: `npm run lint` (ESLint with the Astro
 * plugin, Prettier with its Astro plugin) and `npm run typecheck` (astro check). The fixtures sit
 * outside the project's own checks (ignored by ESLint and Prettier, excluded from tsconfig).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/tooling/fixtures');
const fixture = (name: string) => path.join(fixtures, name);

describe('lint over .astro files', () => {
  const eslint = new ESLint({ cwd: root, ignore: false });

  it('reports a lint error in an .astro file and passes a clean one', async () => {
    const [bad, clean] = await eslint.lintFiles([
      fixture('LintError.astro'),
      fixture('Clean.astro'),
    ]);
    expect(bad!.messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual([
      '2:@typescript-eslint/no-unused-vars',
    ]);
    expect(clean!.messages).toEqual([]);
  }, 60_000);

  it('finds an unformatted .astro file with the project’s Prettier options', async () => {
    const check = async (name: string) => {
      const file = fixture(name);
      const options = await prettier.resolveConfig(file);
      const { readFile } = await import('node:fs/promises');
      return prettier.check(await readFile(file, 'utf8'), { ...options, filepath: file });
    };
    expect(await check('Unformatted.astro')).toBe(false);
    expect(await check('Clean.astro')).toBe(true);
  });
});

describe('type-check of .astro files', () => {
  it('reports a type error in an .astro file with its line, and none in a clean one', async () => {
    const require = createRequire(import.meta.url);
    const checker = new AstroCheck(
      fixtures,
      require.resolve('typescript'),
      fixture('tsconfig.json'),
    );
    const result = await checker.lint({});
    const errorsOf = (name: string) =>
      result.fileResult
        .filter((file) => file.fileUrl.pathname.endsWith(`/${name}`))
        .flatMap((file) => file.errors)
        .filter((diagnostic) => diagnostic.severity === 1)
        .map((diagnostic) => `${diagnostic.range.start.line + 1}:ts${diagnostic.code}`);
    expect(errorsOf('TypeError.astro')).toEqual(['2:ts2322']);
    expect(errorsOf('Clean.astro')).toEqual([]);
  }, 120_000);
});
