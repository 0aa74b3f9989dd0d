import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(200, 72);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  {
    field: 'total',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 140 },
];

export default function AggregationFooter() {
  const gridRef = useGridName('Orders with total quantity and revenue in the footer');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { quantity: 'sum', total: 'sum', placedAt: 'max' } },
        }}
        hideFooter
      />
    </Box>
  );
}
