import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No two modules share a name for different things: a name found twice in the code sends a reader
 * (and a search) to the wrong file. `index`, tests and type declarations are left out; the same
 * name in another case (`TypeText.tsx` renders `typeText.ts`'s output) is the component/module
 * convention and counts as different.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['src', 'server', 'scripts', 'bench'];
/** Written by `npm run generate` (one registry per product, by design) and not committed. */
const SKIPPED = new Set(['node_modules', path.join('src', 'generated')]);
const MODULE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const NOT_COUNTED = /\.(test|e2e)\.[^.]+$|\.d\.ts$/;

/** Deliberate pairs, each with its files (relative to the root) and why the name is right twice. */
const ALLOWED: Record<string, { files: string[]; why: string }> = {
  main: {
    files: ['server/main.ts', 'src/demo/liveEdit/frame/main.tsx'],
    why: 'each is the entry point of its own program: the server process and the live frame page',
  },
  snippetWorker: {
    files: ['server/mcp/snippetWorker.mjs', 'server/mcp/snippetWorker.ts'],
    why: 'one worker: the .mjs registers the TypeScript loader a worker thread lacks, then loads the .ts',
  },
  shell: {
    files: ['src/i18n/translations/en/shell.ts', 'src/shell/client/shell.ts'],
    why: 'the same thing, the shell: a translation module is named for the area whose strings it holds',
  },
};

function moduleFiles(dir: string): string[] {
  if (SKIPPED.has(path.relative(root, dir))) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return MODULE.test(entry.name) && !NOT_COUNTED.test(entry.name) ? [full] : [];
  });
}

/** Every module name used by two or more files, with those files (relative, sorted). */
function sharedModuleNames(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => moduleFiles(path.join(root, folder)))) {
    const name = path.basename(file).replace(MODULE, '');
    if (name === 'index') continue;
    byName.set(name, [...(byName.get(name) ?? []), path.relative(root, file)]);
  }
  return new Map(
    [...byName]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => [name, files.sort()] as const),
  );
}

describe('module names', () => {
  const shared = sharedModuleNames();

  it('are not shared by two modules, but for the allowed pairs', () => {
    const clashes = [...shared]
      .filter(([name, files]) => ALLOWED[name]?.files.join() !== files.join())
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('allow only pairs that still exist', () => {
    const stale = Object.keys(ALLOWED).filter((name) => !shared.has(name));
    expect(stale).toEqual([]);
  });
});
