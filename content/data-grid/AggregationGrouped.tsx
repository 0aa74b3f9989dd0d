import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(300, 73);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'unitPrice', headerName: 'Avg. price', type: 'number', width: 120 },
  { field: 'total', headerName: 'Revenue', type: 'number', width: 130 },
];

export default function AggregationGrouped() {
  const gridRef = useGridName('Orders grouped by region with aggregated quantities and prices');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
