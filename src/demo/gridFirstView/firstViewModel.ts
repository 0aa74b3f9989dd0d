/**
 * What a data grid shows first, read from its state on the server: the visible columns with their
 * widths, the first rows of the current page as the text of their cells, the heights of the header
 * and the rows, and the footer's row range. ./GridFirstView.tsx draws it.
 */
import type * as React from 'react';
import type { GridApiCommon } from '@mui/x-data-grid';
// The grid's own modules that hold these, not the package's index: GridRoot.js imports this file,
// and an import of the index from here would run the grid's modules in another order (its default
// slots were then read before their components were defined: `slots.footer` undefined).
import { gridColumnGroupsHeaderMaxDepthSelector } from '@mui/x-data-grid/hooks/features/columnGrouping/gridColumnGroupsSelector';
import { gridVisibleColumnDefinitionsSelector } from '@mui/x-data-grid/hooks/features/columns/gridColumnsSelector';
import { gridDensityFactorSelector } from '@mui/x-data-grid/hooks/features/density/densitySelector';
import { gridFilteredTopLevelRowCountSelector } from '@mui/x-data-grid/hooks/features/filter/gridFilterSelector';
import {
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
} from '@mui/x-data-grid/hooks/features/pagination/gridPaginationSelector';
import { getVisibleRows } from '@mui/x-data-grid/hooks/utils/useGridVisibleRows';

/** The grid's processed props this reads (defaults applied by the grid). */
export interface FirstViewProps {
  rowHeight: number;
  columnHeaderHeight: number;
  autoHeight: boolean;
  hideFooter: boolean;
  hideFooterPagination: boolean;
  pagination: boolean;
  paginationMode: 'client' | 'server';
  rowCount?: number;
  unstable_listView?: boolean;
}

export interface FirstViewColumn {
  field: string;
  header: string;
  /** Fixed width in px, or the minimum width of a column that shares the free space. */
  width: number;
  /** Share of the free space (the column's `flex`), 0 for a fixed-width column. */
  flex: number;
  align: 'left' | 'right' | 'center';
  headerAlign: 'left' | 'right' | 'center';
}

export interface FirstView {
  columns: FirstViewColumn[];
  /** The first rows of the page: each one's cell texts, in column order. */
  rows: string[][];
  /** All the rows of the current page (the grid's `aria-rowcount` counts them with the header). */
  pageRowCount: number;
  rowHeight: number;
  headerHeight: number;
  /** Height of the body when the grid sizes to its rows (`autoHeight`), else undefined. */
  autoBodyHeight: number | undefined;
  /** The footer's text (`1–8 of 8`), '' for a footer without pagination, null without footer. */
  footer: string | null;
}

/** At most this many rows are drawn: more than the tallest grid of the site shows at first. */
export const MAX_ROWS = 15;
/** Columns are drawn until their widths add up to this (wider than any page's content column). */
const MAX_COLUMNS_WIDTH = 1600;
/** The grid's own columns that hold controls, not text (checkbox, expand toggles, actions). */
const CONTROL_COLUMN = /^__.*__$/;

function cellText(apiRef: React.RefObject<GridApiCommon>, id: string | number, field: string) {
  if (CONTROL_COLUMN.test(field)) return '';
  try {
    const params = apiRef.current!.getCellParams(id, field);
    if (params.colDef.type === 'actions') return '';
    if (params.colDef.type === 'boolean' && typeof params.value === 'boolean') {
      return apiRef.current!.getLocaleText(
        params.value ? 'booleanCellTrueLabel' : 'booleanCellFalseLabel',
      );
    }
    const shown = params.formattedValue ?? params.value;
    if (shown === null || shown === undefined) return '';
    if (shown instanceof Date) return shown.toLocaleDateString('en-US');
    return typeof shown === 'object' ? '' : String(shown);
  } catch {
    // A value getter or formatter that needs the mounted grid: the live grid shows it.
    return '';
  }
}

/** The pagination's row range as Material's TablePagination words it: `1–8 of 8`. */
function pageRange(api: React.MutableRefObject<GridApiCommon>, props: FirstViewProps): string {
  const { page, pageSize } = gridPaginationModelSelector(api);
  const count =
    props.paginationMode === 'client'
      ? gridFilteredTopLevelRowCountSelector(api)
      : (props.rowCount ?? gridPaginationRowCountSelector(api) ?? -1);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = count === -1 ? (page + 1) * pageSize : Math.min(count, (page + 1) * pageSize);
  return `${from}–${to} of ${count === -1 ? `more than ${to}` : count}`;
}

export function firstViewModel(
  apiRef: React.RefObject<GridApiCommon>,
  props: FirstViewProps,
): FirstView {
  const api = apiRef as React.MutableRefObject<GridApiCommon>;
  const density = gridDensityFactorSelector(api);
  const rowHeight = Math.floor(props.rowHeight * density);
  const headerHeight =
    Math.floor(props.columnHeaderHeight * density) *
    (1 + gridColumnGroupsHeaderMaxDepthSelector(api));

  const columns: FirstViewColumn[] = [];
  let total = 0;
  for (const column of gridVisibleColumnDefinitionsSelector(api)) {
    if (total >= MAX_COLUMNS_WIDTH) break;
    const flex = column.flex ?? 0;
    const width = flex ? (column.minWidth ?? 50) : column.computedWidth;
    total += width;
    columns.push({
      field: column.field,
      header: CONTROL_COLUMN.test(column.field) ? '' : (column.headerName ?? column.field),
      width,
      flex,
      align: column.align ?? 'left',
      headerAlign: column.headerAlign ?? 'left',
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the internals take the private api
  const page = getVisibleRows(api as any, {
    pagination: props.pagination,
    paginationMode: props.paginationMode,
  });
  const rows = page.rows
    .slice(0, MAX_ROWS)
    .map((row) => columns.map((column) => cellText(apiRef, row.id, column.field)));

  let footer: string | null = null;
  if (!props.hideFooter) footer = props.hideFooterPagination ? '' : pageRange(api, props);
  return {
    columns,
    rows,
    pageRowCount: page.rows.length,
    rowHeight,
    headerHeight,
    autoBodyHeight: props.autoHeight ? page.rows.length * rowHeight : undefined,
    footer,
  };
}
