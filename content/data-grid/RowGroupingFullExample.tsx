import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbar,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { ORDER_STATUSES, generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(140, 88);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'orderNumber', headerName: 'Order', width: 110, groupable: false, aggregable: false },
  { field: 'customer', headerName: 'Customer', width: 160, groupable: false },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) =>
      value === undefined ? '' : currency.format(value),
  },
];

export default function RowGroupingFullExample() {
  const gridRef = useGridName('Orders grouped by region and category, with totals');
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'category'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
      pinnedColumns: {
        left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD],
      },
      columns: { columnVisibilityModel: { country: false, placedAt: false } },
    },
  });

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        apiRef={apiRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Region / category', width: 220 }}
        defaultGroupingExpansionDepth={1}
        checkboxSelection
        rowSelectionPropagation={{ descendants: true, parents: true }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
