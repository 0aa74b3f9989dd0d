import type { SiteProductId } from '@/products/products';

/** One package whose exports get API pages. */
export interface ApiPackage {
  name: string;
  /** Theme interface listing the component keys (`MuiButton`, `JoyButton`), from this module. */
  theme: { module: string; interface: string } | null;
  /** Hooks (`use*` exports) get pages too. */
  hooks: boolean;
  /**
   * Interfaces documented as pages of their own (the grid's column definition, API object, the
   * params its callbacks receive, its filter and export models).
   */
  interfaces: readonly string[];
  /**
   * Interfaces that extend another documented one (`GridSingleSelectColDef` → `GridColDef`): their
   * page lists only the members they declare themselves and links to that page, as a component's
   * page does for the component it inherits from.
   */
  interfaceBases?: Readonly<Record<string, string>>;
  /** Components from these packages are documented here, not again (the grid plans re-export the free grid). */
  documentedBy?: readonly string[];
  /**
   * Only the components the theme interface names, and these others: for a package that also
   * re-exports components documented elsewhere (@mui/lab's moved Alert, pickers…).
   */
  onlyThemed?: { also: readonly string[] };
  /** Exports missing from the entry's type definitions, typed by the default export of this module. */
  typesFrom?: Readonly<Record<string, string>>;
  /** Components get the CSS variables their compiled styles read and set (Joy UI: cssVariables.ts). */
  cssVariables?: boolean;
}

export interface ApiProduct {
  productId: SiteProductId;
  packages: readonly ApiPackage[];
}

export const API_PRODUCTS: readonly ApiProduct[] = [
  {
    productId: 'material-ui',
    packages: [
      {
        name: '@mui/material',
        theme: { module: '@mui/material/styles', interface: 'ComponentsPropsList' },
        hooks: false,
        interfaces: [],
      },
      {
        // The lab's own components (Masonry, Timeline, LoadingButton, the tab helpers); the
        // Material components it still re-exports from their old home are documented above.
        name: '@mui/lab',
        theme: { module: '@mui/lab/themeAugmentation', interface: 'LabComponentsPropsList' },
        hooks: false,
        interfaces: [],
        onlyThemed: { also: ['TabContext'] },
        documentedBy: ['@mui/material'],
      },
    ],
  },
  {
    productId: 'joy-ui',
    packages: [
      {
        name: '@mui/joy',
        theme: { module: '@mui/joy/styles', interface: 'Components' },
        hooks: false,
        interfaces: [],
        cssVariables: true,
      },
    ],
  },
  {
    productId: 'base-ui',
    packages: [{ name: '@mui/base', theme: null, hooks: true, interfaces: [] }],
  },
  {
    productId: 'system',
    packages: [
      {
        name: '@mui/system',
        theme: null,
        hooks: false,
        interfaces: [],
        typesFrom: { RtlProvider: '@mui/system/RtlProvider' },
      },
    ],
  },
  {
    productId: 'x-data-grid',
    packages: [
      {
        name: '@mui/x-data-grid',
        theme: {
          module: '@mui/x-data-grid/themeAugmentation',
          interface: 'DataGridComponentsPropsList',
        },
        hooks: false,
        interfaces: [
          'GridColDef',
          'GridApi',
          'GridCellParams',
          'GridRenderCellParams',
          'GridRowParams',
          'GridFilterItem',
          'GridFilterModel',
          'GridFilterOperator',
          'GridSingleSelectColDef',
          'GridActionsColDef',
          'GridCsvExportOptions',
          'GridPrintExportOptions',
          'GridExportStateParams',
        ],
        interfaceBases: {
          GridSingleSelectColDef: 'GridColDef',
          GridActionsColDef: 'GridColDef',
          GridRenderCellParams: 'GridCellParams',
        },
      },
      {
        name: '@mui/x-data-grid-pro',
        theme: null,
        hooks: false,
        interfaces: [],
        documentedBy: ['@mui/x-data-grid'],
      },
      {
        name: '@mui/x-data-grid-premium',
        theme: null,
        hooks: false,
        interfaces: ['GridExcelExportOptions'],
        documentedBy: ['@mui/x-data-grid', '@mui/x-data-grid-pro'],
      },
    ],
  },
];

/** `Button` → `button`, `useButton` → `use-button`, `Unstable_NumberInput` → `number-input`. */
export function apiSlug(name: string): string {
  return name
    .replace(/^unstable_/i, '')
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
