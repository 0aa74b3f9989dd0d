import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registryChunkNames, registryPreloads, withoutRegistryPreloads } from './registryPreloads';

let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function siteWith(files: string[]): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-preloads-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('registryPreloads', () => {
  it('finds the demo islands and the playgrounds, not their neighbours', () => {
    const site = siteWith([
      'src/generated/islands/x-data-grid.tsx',
      'src/generated/islands/material-ui.tsx',
      'src/tools/playground/MaterialPlayground.tsx',
      'src/tools/playground/Playground.tsx',
      'src/tools/playground/registry.ts',
    ]);
    expect(registryChunkNames(site).sort()).toEqual([
      'MaterialPlayground',
      'material-ui',
      'x-data-grid',
    ]);
  });

  it('drops the preload list of a registry chunk only', () => {
    const resolve = withoutRegistryPreloads(['x-data-grid']);
    const deps = ['_astro/react.abc.js', '_astro/DataGrid.def.js'];
    expect(
      resolve('_astro/Demo.js', deps, { hostId: '_astro/x-data-grid.BHx8rwXh.js', hostType: 'js' }),
    ).toEqual([]);
    expect(
      resolve('_astro/Demo.js', deps, { hostId: '_astro/DataGridOverview.Dz.js', hostType: 'js' }),
    ).toEqual(deps);
    // A chunk whose name only starts like a registry's keeps its list.
    expect(
      resolve('_astro/Demo.js', deps, { hostId: '_astro/x-data-grid-pro.1.js', hostType: 'js' }),
    ).toEqual(deps);
  });

  it('sets the option on the browser build environment, where Astro does not overwrite it', () => {
    const plugin = registryPreloads(siteWith(['src/generated/islands/x-data-grid.tsx']));
    const client = plugin.configEnvironment('client');
    expect(typeof client?.build.modulePreload.resolveDependencies).toBe('function');
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
    expect(plugin.configEnvironment('prerender')).toBeUndefined();
  });
});
