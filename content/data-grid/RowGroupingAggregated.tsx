import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(300, 71);
const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'total',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function RowGroupingAggregated() {
  const gridRef = useGridName('Revenue grouped by category');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="single"
        groupingColDef={{ headerName: 'Category / product', width: 260 }}
        initialState={{
          rowGrouping: { model: ['category', 'product'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
