import { describe, expect, it } from 'vitest';
import {
  filterPreloadLists,
  preloadNewChunksOnly,
  staticImportClosure,
} from './preloadNewChunksOnly';

const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

/** A chunk as Vite writes it: the table, then two dynamic imports with their preload lists. */
const islandCode =
  table([
    '_astro/toolbar.js',
    '_astro/react.js',
    '_astro/mui.js',
    '_astro/icons.js',
    '_astro/x.js',
  ]) +
  'import"./react.js";import"./mui.js";' +
  'C(()=>import("./toolbar.js"),__vite__mapDeps([0,1,2,3]),import.meta.url);' +
  'C(()=>import("./x.js"),__vite__mapDeps([4,1]),import.meta.url);';

const chunk = (imports: string[], code?: string) => ({ type: 'chunk' as const, imports, code });

describe('preloadNewChunksOnly', () => {
  it('finds the chunks a chunk imports statically, transitively', () => {
    const bundle = {
      'a.js': chunk(['b.js']),
      'b.js': chunk(['c.js']),
      'c.js': chunk(['b.js']),
    };
    expect([...staticImportClosure(bundle, 'a.js')].sort()).toEqual(['b.js', 'c.js']);
    expect(staticImportClosure(bundle, 'missing.js').size).toBe(0);
  });

  it('keeps the listed files asked for, renumbering the table to what the lists use', () => {
    const code = filterPreloadLists(islandCode, (file) => file !== '_astro/react.js');
    expect(code).toBe(
      table(['_astro/toolbar.js', '_astro/mui.js', '_astro/icons.js', '_astro/x.js']) +
        'import"./react.js";import"./mui.js";' +
        'C(()=>import("./toolbar.js"),__vite__mapDeps([0,1,2]),import.meta.url);' +
        'C(()=>import("./x.js"),__vite__mapDeps([3]),import.meta.url);',
    );
    expect(filterPreloadLists('export{};', () => false)).toBe('export{};');
  });

  it('drops what the chunk already loaded, and everything from the chunks named', () => {
    const bundle = {
      '_astro/island.js': chunk(['_astro/react.js', '_astro/mui.js'], islandCode),
      '_astro/registry.js': chunk([], islandCode),
      '_astro/mui.js': chunk(['_astro/react.js']),
      '_astro/react.js': chunk([]),
      'style.css': { type: 'asset' as const },
    };
    preloadNewChunksOnly({
      listsNothing: (file) => file === '_astro/registry.js',
    }).generateBundle.handler({}, bundle);
    expect(bundle['_astro/island.js'].code).toContain(
      'C(()=>import("./toolbar.js"),__vite__mapDeps([0,1]),import.meta.url);' +
        'C(()=>import("./x.js"),__vite__mapDeps([2]),import.meta.url);',
    );
    expect(bundle['_astro/island.js'].code).toContain(
      'm.f=["_astro/toolbar.js","_astro/icons.js","_astro/x.js"]',
    );
    expect(bundle['_astro/registry.js'].code).toContain('m.f=[]');
    expect(bundle['_astro/registry.js'].code).toContain('__vite__mapDeps([])');
    expect(bundle['_astro/registry.js'].code).not.toContain('__vite__mapDeps([0');
  });
});
