import { describe, expect, it } from 'vitest';
import { islandRuntimeModules } from './islandRuntimeChunk';

/** A module graph: id → its static imports. */
function graphOf(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
  };
}

const NM = '/site/node_modules';
const renderer = `${NM}/@astrojs/react/dist/client.js`;
const providers = '/site/src/islands/IslandProviders.tsx';
const shell = '/site/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts';

describe('islandRuntimeModules', () => {
  it('holds what the renderer and the providers import, not the shell’s modules or a demo’s', () => {
    const graph = graphOf({
      [renderer]: [`${NM}/react-dom/client.js`],
      [`${NM}/react-dom/client.js`]: [`${NM}/react/index.js`],
      [`${NM}/react/index.js`]: [],
      [providers]: ['/site/src/theme/createDocsTheme.ts', '/site/src/preferences/store.ts'],
      '/site/src/theme/createDocsTheme.ts': [`${NM}/@mui/material/styles/index.js`],
      [`${NM}/@mui/material/styles/index.js`]: [],
      [shell]: ['/site/src/preferences/store.ts'],
      '/site/src/preferences/store.ts': [],
      '/site/content/data-grid/Demo.tsx': [`${NM}/@mui/x-data-grid/index.js`, providers],
      [`${NM}/@mui/x-data-grid/index.js`]: [],
    });
    expect([...islandRuntimeModules(graph)].sort()).toEqual(
      [
        renderer,
        `${NM}/react-dom/client.js`,
        `${NM}/react/index.js`,
        providers,
        '/site/src/theme/createDocsTheme.ts',
        `${NM}/@mui/material/styles/index.js`,
      ].sort(),
    );
  });
});
