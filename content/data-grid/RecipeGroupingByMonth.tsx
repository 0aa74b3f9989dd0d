import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(300, 88);
const columns: GridColDef<Order>[] = [
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 130,
    // Group by month, while the cells keep their full dates.
    groupingValueGetter: (value: Date) => value.toLocaleDateString('en-US', { month: 'long' }),
  },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipeGroupingByMonth() {
  const gridRef = useGridName('Orders grouped by month');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        // The grid's aggregated totals are primary-coloured, below AA contrast in dark mode.
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Month', width: 200 }}
        initialState={{
          rowGrouping: { model: ['placedAt'] },
          aggregation: { model: { total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
