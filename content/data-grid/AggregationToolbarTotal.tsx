import './data/license';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 99);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
];

function describe(fn: string | undefined, value: unknown) {
  if (fn === undefined || typeof value !== 'number') return 'The total column is not aggregated';
  // "size" counts rows: not an amount of money.
  return `Total column, ${fn}: ${fn === 'size' ? value : currency.format(value)}`;
}

function TotalToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between' }}>
      <GridToolbarQuickFilter />
      <Typography variant="body2" role="status" sx={{ paddingInline: 1 }}>
        {describe(model.total, lookup[GRID_ROOT_GROUP_ID]?.total?.value)}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function AggregationToolbarTotal() {
  const gridRef = useGridName('Orders with the grand total in the toolbar');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        slots={{ toolbar: TotalToolbar }}
        initialState={{ aggregation: { model: { total: 'sum' } } }}
      />
    </Box>
  );
}
