import { describe, expect, it } from 'vitest';
import { catalogueMarkdown } from './catalogueMarkdown';
import type { GridCatalogues } from './extractEventsAndSelectors';

const catalogues: GridCatalogues = {
  versions: { '@mui/x-data-grid': '7.22.3' },
  events: [
    {
      name: 'cellClick',
      plan: 'free',
      params: 'GridCellParams<any>',
      event: 'React.MouseEvent<HTMLElement>',
      props: ['onCellClick'],
      description: 'Fired when a cell is clicked.',
      internal: false,
      deprecated: null,
    },
    {
      name: 'excelExportStateChange',
      plan: 'premium',
      params: "'finished' | 'pending'",
      event: null,
      props: ['onExcelExportStateChange'],
      description: 'Fired when the state\nof the Excel export changes',
      internal: false,
      deprecated: null,
    },
    {
      name: 'cellFocusIn',
      plan: 'free',
      params: 'GridCellParams<any>',
      event: null,
      props: [],
      description: 'Fired when a cell gains focus.',
      internal: true,
      deprecated: null,
    },
  ],
  selectors: [
    {
      name: 'gridDensitySelector',
      plan: 'free',
      returns: 'GridDensity',
      argument: 'state',
      category: null,
      description: '',
      internal: false,
      deprecated: 'Use gridDensityFactorSelector.',
    },
  ],
};

const link = (name: string) =>
  name === 'GridCellParams' ? '/x/api/data-grid/grid-cell-params/' : null;

describe('catalogue Markdown', () => {
  it('writes one row per documented event, types linked to their API page, pipes escaped', () => {
    const md = catalogueMarkdown('grid-events', catalogues, link);
    expect(md).toContain(
      '7.22.3: 2 documented events, 1 in every plan, 0 more in Pro and Premium, 1 more in Premium',
    );
    expect(md).toContain(
      '| `cellClick` | All | `onCellClick` | [`GridCellParams<any>`](/x/api/data-grid/grid-cell-params/) | `React.MouseEvent<HTMLElement>` | Fired when a cell is clicked. |',
    );
    expect(md).toContain(
      "| `excelExportStateChange` | Premium | `onExcelExportStateChange` | `'finished' \\| 'pending'` | — | Fired when the state of the Excel export changes |",
    );
    // Internal events get their own table after the documented ones.
    const [documented, internal] = md.split('### Events marked internal');
    expect(documented).not.toContain('cellFocusIn');
    expect(internal).toContain('| `cellFocusIn` | All | — |');
  });

  it('writes selectors with their return type, argument and deprecation', () => {
    const md = catalogueMarkdown('grid-selectors', catalogues, link);
    expect(md).toContain(
      '| `gridDensitySelector` | All | `GridDensity` | state |  | **Deprecated**: Use gridDensityFactorSelector. |',
    );
  });
});
