import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridMaterialCopy } from './gridMaterialCopy';

const NM = '/site/node_modules';
const material = (file: string) => `${NM}/@mui/material/${file}`;
const grid = `${NM}/@mui/x-data-grid/components/menu/GridMenu.js`;

/** Resolves the way Vite would in the site: bare Material paths to their index, relative paths. */
async function fakeResolve(source: string, importer: string) {
  if (source.startsWith('@mui/material/')) {
    const rest = source.slice('@mui/material/'.length);
    return { id: material(rest.endsWith('.js') ? rest : `${rest}/index.js`) };
  }
  if (source.startsWith('.')) return { id: path.resolve(path.dirname(importer), source) };
  return { id: `${NM}/${source}/index.js` };
}

const plugin = gridMaterialCopy();
const resolveId = (source: string, importer: string | undefined, ssr = false) =>
  plugin.resolveId.call({ resolve: fakeResolve }, source, importer, { ssr });

describe('gridMaterialCopy', () => {
  it('gives the grid its own copy of the Material components it renders at once', async () => {
    expect(await resolveId('@mui/material/Badge', grid)).toEqual({
      id: `\0grid-material:${material('Badge/index.js')}`,
      moduleSideEffects: false,
    });
    // The copy's own imports are copies too.
    const badge = `\0grid-material:${material('Badge/Badge.js')}`;
    expect(await resolveId('../zero-styled/index.js', badge)).toMatchObject({
      id: `\0grid-material:${material('zero-styled/index.js')}`,
    });
  });

  it('leaves the theme machinery, other packages, the server build and other importers alone', async () => {
    const copy = `\0grid-material:${material('Badge/Badge.js')}`;
    expect(await resolveId('../styles/useTheme.js', copy)).toEqual({
      id: material('styles/useTheme.js'),
    });
    expect(await resolveId('@mui/system/RtlProvider', copy)).toEqual({
      id: `${NM}/@mui/system/RtlProvider/index.js`,
    });
    expect(await resolveId('@mui/material/Badge', grid, true)).toBeNull();
    expect(await resolveId('@mui/material/Badge', '/site/src/demo/Demo.tsx')).toBeNull();
    expect(await resolveId('react', grid)).toBeNull();
  });

  it('loads on demand what the first render does not show: overlays wherever imported', async () => {
    expect(await resolveId('@mui/material/Popper', grid)).toBe('\0grid-on-demand:Popper');
    expect(await resolveId('@mui/material/TextField', grid)).toBe('\0grid-on-demand:TextField');
    const tooltip = `\0grid-material:${material('Tooltip/Tooltip.js')}`;
    expect(await resolveId('../Popper/index.js', tooltip)).toBe('\0grid-on-demand:Popper');
    const selectInput = `\0grid-material:${material('Select/SelectInput.js')}`;
    expect(await resolveId('../Menu/Menu.js', selectInput)).toBe('\0grid-on-demand:Menu');
    // Other on-demand parts are on demand only where the grid imports them.
    const autocomplete = `\0grid-material:${material('Autocomplete/Autocomplete.js')}`;
    expect(await resolveId('../Chip/index.js', autocomplete)).toMatchObject({
      id: `\0grid-material:${material('Chip/index.js')}`,
    });
  });

  it('has the on-demand module load the copy, which the folder index imports as itself', async () => {
    expect(await resolveId('@mui/material/Popper', '\0grid-on-demand:Popper')).toMatchObject({
      id: `\0grid-material:${material('Popper/index.js')}`,
    });
    const index = `\0grid-material:${material('Popper/index.js')}`;
    expect(await resolveId('./Popper.js', index)).toMatchObject({
      id: `\0grid-material:${material('Popper/Popper.js')}`,
    });
    const source = plugin.load('\0grid-on-demand:Autocomplete') as string;
    expect(source).toContain("import('@mui/material/Autocomplete')");
    expect(source).toContain('untilOpen: false, beforeMount: true');
    expect(source).toContain("export { createFilterOptions } from '@mui/material/useAutocomplete'");
    expect(plugin.load('\0grid-on-demand:Popper')).toContain('untilOpen: true, beforeMount: false');
    expect(plugin.load(`${NM}/react/index.js`)).toBeNull();
  });
});
