import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridOnDemandParts, withOnDemandSlots } from './gridOnDemandParts';

const GRID = '/site/node_modules/@mui/x-data-grid';
const plugin = gridOnDemandParts();
const context = {
  resolve: async (source: string, importer: string) => ({
    id: path.resolve(path.dirname(importer), source),
  }),
  error: (message: string): never => {
    throw new Error(message);
  },
};
const resolveId = (source: string, importer: string | undefined) =>
  plugin.resolveId.call(context, source, importer);

describe('gridOnDemandParts', () => {
  it('turns the pinned grid’s panel slots into on-demand components, the others stay', () => {
    const installed = path.resolve('node_modules/@mui/x-data-grid');
    const code = fs.readFileSync(
      path.join(installed, 'constants/defaultGridSlotsComponents.js'),
      'utf8',
    );
    const result = plugin.transform.call(
      context,
      code,
      `${installed}/constants/defaultGridSlotsComponents.js`,
    )!;
    expect(result).toContain(
      `filterPanel: onDemandComponent(() => import(${JSON.stringify(`${installed}/components/panel/filterPanel/GridFilterPanel.js`)}).then((module) => ({ default: module.GridFilterPanel })), { beforeMount: true })`,
    );
    expect(result).toMatch(/columnsPanel: onDemandComponent\(.*GridColumnsPanel\.js/);
    expect(result).toMatch(/columnsManagement: onDemandComponent\(.*GridColumnsManagement\.js/);
    expect(result).toContain('columnMenu: GridColumnMenu,');
    expect(result).toContain('pagination: GridPagination,');
    expect(result).toMatch(
      /^import \{ onDemandComponent \} from ".*\/src\/islands\/onDemandComponent\.tsx";/,
    );
  });

  it('fails the build when the grid no longer has a panel slot where it expects one', () => {
    expect(() => withOnDemandSlots('export const SLOTS = { filterPanel: Other };', GRID)).toThrow(
      /no "filterPanel: GridFilterPanel,"/,
    );
  });

  it('loads the column types’ filter inputs on demand, only where the column types import them', async () => {
    const operators = `${GRID}/colDef/gridStringOperators.js`;
    const input = `${GRID}/components/panel/filterPanel/GridFilterInputValue.js`;
    const id = await resolveId(
      '../components/panel/filterPanel/GridFilterInputValue.js',
      operators,
    );
    expect(id).toBe(`\0grid-on-demand-part:${input}`);
    expect(plugin.load(id!)).toContain(
      `export const GridFilterInputValue = onDemandComponent(() => import(${JSON.stringify(input)})`,
    );
    // The boolean input also exports a function the boolean type calls.
    expect(
      await resolveId(
        '../components/panel/filterPanel/GridFilterInputBoolean.js',
        `${GRID}/colDef/gridBooleanOperators.js`,
      ),
    ).toBeNull();
    // Elsewhere (a demo's own operator, the filter form) the input is the module itself.
    expect(await resolveId('@mui/x-data-grid', '/site/content/data-grid/Demo.tsx')).toBeNull();
    expect(
      await resolveId('./GridFilterInputValue.js', `${GRID}/components/panel/filterPanel/index.js`),
    ).toBeNull();
    expect(
      await resolveId(
        '../components/panel/filterPanel/GridFilterInputValue.js',
        `${GRID}/modern/colDef/gridStringOperators.js`,
      ),
    ).toBeNull();
    expect(plugin.load(`${GRID}/index.js`)).toBeNull();
  });
});
