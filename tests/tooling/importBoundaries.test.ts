import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.mjs (README, "How the code is laid out"), run on code
 * linted as if it were at a path of the project: browser code imports nothing of src/node, and
 * Node-only code (src/node, server/) imports from src/ only the shared folders and itself.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for `source` linted as the file at `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const imports = (specifier: string) => `import '${specifier}';`;

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(() => boundaryErrors('src/model/x.ts', ''), 60_000);

describe('browser code and src/node', () => {
  it.each([
    ['src/shell/client/x.ts', '@/node/paths'],
    ['src/shell/client/x.ts', '../../node/generate/siteIndex'],
    ['src/demo/x.tsx', '@/node/generate/demoSources/toJavaScript'],
    ['src/demo/liveEdit/x.ts', '../../node/astro/shellChunk'],
    ['src/model/x.ts', '@/node/contentError'],
    ['src/shell/client/x.ts', 'node:fs'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, imports(specifier))).toEqual([
      expect.stringMatching(/may not import Node or build-time modules|src\/model imports only/),
    ]);
  });

  it('lets browser code import the shared model and other browser folders', async () => {
    expect(await boundaryErrors('src/demo/x.tsx', imports('@/model/pageData'))).toEqual([]);
    expect(await boundaryErrors('src/demo/x.tsx', imports('@/islands/IslandProviders'))).toEqual(
      [],
    );
  });
});

describe('Node-only code and browser folders', () => {
  it.each([
    ['src/node/paths.ts', '@/shell/client/shell'],
    ['src/node/paths.ts', '../demo/Demo'],
    ['src/node/generate/x.ts', '../../demo/Demo'],
    ['src/node/generate/api/x.ts', '../../../islands/IslandProviders'],
    ['src/node/astro/x.ts', '../../../src/shell/client/shell'],
    ['server/x.ts', '../src/demo/Demo'],
    ['server/x.ts', '@/demo/Demo'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, imports(specifier))).toEqual([
      expect.stringContaining('Node-only code imports from src/ only'),
    ]);
  });

  it.each([
    ['src/node/generate/x.ts', '../paths'],
    ['src/node/generate/api/x.ts', '../../contentError'],
    ['src/node/generate/api/x.ts', '../../../model/pageData'],
    ['src/node/postbuild/x.ts', '@/node/generate/allPageData'],
    ['server/x.ts', '../src/node/generate/contentRoutes'],
    ['server/x.ts', '@/model/pageData'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, imports(specifier))).toEqual([]);
  });

  it('lets only the page-data builder import the playground overrides', async () => {
    const overrides = imports('@/tools/playground/overrides');
    expect(await boundaryErrors('src/node/generate/buildPageData.ts', overrides)).toEqual([]);
    expect(
      await boundaryErrors('src/node/generate/componentPlaygrounds.ts', overrides),
    ).toHaveLength(1);
  });
});
