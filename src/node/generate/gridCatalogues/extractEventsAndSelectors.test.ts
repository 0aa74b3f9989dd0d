import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractGridCatalogues, loadGridCatalogues } from './gridCatalogues';
import type { GridCatalogues } from './extractEventsAndSelectors';

describe('the installed grid catalogues', () => {
  const catalogues = loadGridCatalogues();
  const event = (name: string) => catalogues.events.find((e) => e.name === name);
  const selector = (name: string) => catalogues.selectors.find((s) => s.name === name);

  it('lists cellClick with GridCellParams and a mouse event, in every plan', () => {
    expect(event('cellClick')).toMatchObject({
      plan: 'free',
      params: 'GridCellParams<any>',
      event: 'React.MouseEvent<HTMLElement>',
      props: ['onCellClick'],
      internal: false,
      description: 'Fired when a cell is clicked.',
    });
    // Props read from the compiled grid: a controlled model's callback, a differently named one.
    expect(event('rowSelectionChange')?.props).toEqual(['onRowSelectionModelChange']);
    expect(event('debouncedResize')?.props).toEqual(['onResize']);
    // `onResize` listens to `debouncedResize`: its name does not make it `resize`'s.
    expect(event('resize')?.props).toEqual([]);
    // A model change carries no browser event; `unmount` has no params at all.
    expect(event('sortModelChange')).toMatchObject({ params: 'GridSortModel', event: null });
    expect(event('unmount')).toMatchObject({ params: null, event: null });
  });

  it('gives Pro and Premium events the plan whose package declares them', () => {
    expect(event('rowOrderChange')).toMatchObject({
      plan: 'pro',
      params: 'GridRowOrderChangeParams',
    });
    // Premium augments the interface through @mui/x-data-grid-pro: still found.
    expect(event('clipboardPasteStart')).toMatchObject({ plan: 'premium' });
    expect(event('rowGroupingModelChange')).toMatchObject({
      plan: 'premium',
      params: 'GridRowGroupingModel',
    });
  });

  it('marks events the package tags @ignore as internal', () => {
    expect(event('cellFocusIn')).toMatchObject({ internal: true, params: 'GridCellParams<any>' });
  });

  it('lists selectors with what they return and how they are called', () => {
    expect(selector('gridSortModelSelector')).toMatchObject({
      plan: 'free',
      returns: 'GridSortModel',
      argument: 'apiRef',
      category: 'Sorting',
      description: 'Get the current sorting model.',
    });
    expect(selector('gridDensitySelector')).toMatchObject({ argument: 'state' });
    expect(selector('gridAggregationModelSelector')).toMatchObject({ plan: 'premium' });
    expect(selector('gridDetailPanelExpandedRowIdsSelector')).toMatchObject({ plan: 'pro' });
    // The hook is not a selector; no `import("…")` qualifier leaks into a type.
    expect(selector('useGridSelector')).toBeUndefined();
    for (const s of catalogues.selectors) expect(s.returns).not.toContain('import(');
  });
});

/** Three packages shaped like the grid's: a lookup interface of events, augmented by the others. */
function writeFixture(root: string, extra: boolean) {
  const write = (pkg: string, file: string, text: string) => {
    const dir = path.join(root, pkg);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const manifest = (name: string) =>
    JSON.stringify({ name, version: '0.0.1', types: 'index.d.ts' });
  write('@mui/x-data-grid', 'package.json', manifest('@mui/x-data-grid'));
  write(
    '@mui/x-data-grid',
    'index.d.ts',
    [
      'export interface GridCellParams { field: string }',
      'export interface OutputSelector<State, Result> {',
      '  (apiRef: { current: { state: State } }): Result;',
      '  acceptsApiRef: boolean;',
      '}',
      'export interface GridCellEventLookup {',
      '  /** Fired when a cell is clicked. */',
      '  cellClick: { params: GridCellParams; event: MouseEvent };',
      '}',
      'export interface DataGridProps { onCellClick?: () => void; onUnmount?: () => void }',
      'export interface GridEventLookup extends GridCellEventLookup {',
      '  /** Fired when the grid is unmounted. */',
      '  unmount: {};',
      '}',
      '/** Get the current page. */',
      'export declare const gridPageSelector: OutputSelector<{ page: number }, number>;',
    ].join('\n'),
  );
  // Compiled code subscribes props to events; a prop may have another name than its event.
  write(
    '@mui/x-data-grid',
    'useGridEvents.js',
    "useGridApiOptionHandler(apiRef, 'cellClick', props.onCellClick);\n",
  );
  if (extra) {
    write(
      '@mui/x-data-grid-pro',
      'useGridRowPinning.js',
      "(0, _xDataGrid.useGridApiOptionHandler)(apiRef, 'rowPinned', props.onPin);\n",
    );
  }
  write('@mui/x-data-grid-pro', 'package.json', manifest('@mui/x-data-grid-pro'));
  write(
    '@mui/x-data-grid-pro',
    'index.d.ts',
    [
      "import './typeOverloads';",
      "export * from '@mui/x-data-grid';",
      "import type { DataGridProps } from '@mui/x-data-grid';",
      `export interface DataGridProProps extends DataGridProps {${extra ? ' onPin?: () => void;' : ''} }`,
      ...(extra
        ? [
            "import type { OutputSelector } from '@mui/x-data-grid';",
            '/** Get the number of pinned rows. */',
            'export declare const gridPinnedRowCountSelector: OutputSelector<{ pinned: number }, number>;',
          ]
        : []),
    ].join('\n'),
  );
  write(
    '@mui/x-data-grid-pro',
    'typeOverloads.d.ts',
    [
      "import type { GridCellParams } from '@mui/x-data-grid';",
      'export interface GridEventLookupPro {',
      '  /** Fired when the user ends reordering a row. */',
      '  rowOrderChange: { params: { oldIndex: number; targetIndex: number } };',
      ...(extra
        ? ['  /** Fired when a row is pinned. */', '  rowPinned: { params: GridCellParams };']
        : []),
      '}',
      "declare module '@mui/x-data-grid' {",
      '  interface GridEventLookup extends GridEventLookupPro {}',
      '}',
    ].join('\n'),
  );
  write('@mui/x-data-grid-premium', 'package.json', manifest('@mui/x-data-grid-premium'));
  write(
    '@mui/x-data-grid-premium',
    'index.d.ts',
    [
      "export * from '@mui/x-data-grid-pro';",
      "import type { DataGridProProps } from '@mui/x-data-grid-pro';",
      'export interface DataGridPremiumProps extends DataGridProProps {}',
    ].join('\n'),
  );
}

describe('the catalogues follow the types', () => {
  let dir: string;
  let before: GridCatalogues;
  let after: GridCatalogues;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grid-catalogues-'));
    const plain = path.join(dir, 'plain', 'node_modules');
    const extended = path.join(dir, 'extended', 'node_modules');
    writeFixture(plain, false);
    writeFixture(extended, true);
    before = extractGridCatalogues(plain);
    after = extractGridCatalogues(extended);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists an event declared in a GridEventLookup augmentation, with its params type and plan', () => {
    expect(before.events.map((e) => e.name)).toEqual(['cellClick', 'unmount', 'rowOrderChange']);
    expect(after.events.map((e) => e.name)).toEqual([
      'cellClick',
      'unmount',
      'rowOrderChange',
      'rowPinned',
    ]);
    expect(after.events.find((e) => e.name === 'rowPinned')).toEqual({
      name: 'rowPinned',
      plan: 'pro',
      params: 'GridCellParams',
      event: null,
      props: ['onPin'],
      description: 'Fired when a row is pinned.',
      internal: false,
      deprecated: null,
    });
    expect(after.events[0]).toMatchObject({
      plan: 'free',
      event: 'MouseEvent',
      props: ['onCellClick'],
    });
    // A prop named after the event counts too; an event with neither has none.
    expect(after.events.find((e) => e.name === 'unmount')?.props).toEqual(['onUnmount']);
    expect(after.events.find((e) => e.name === 'rowOrderChange')?.props).toEqual([]);
  });

  it('lists an added selector export under the plan that exports it', () => {
    expect(before.selectors.map((s) => s.name)).toEqual(['gridPageSelector']);
    expect(after.selectors).toContainEqual({
      name: 'gridPinnedRowCountSelector',
      plan: 'pro',
      returns: 'number',
      argument: 'apiRef',
      category: null,
      description: 'Get the number of pinned rows.',
      internal: false,
      deprecated: null,
    });
    expect(after.versions['@mui/x-data-grid-pro']).toBe('0.0.1');
  });
});
