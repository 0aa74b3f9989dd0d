import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 103);
const columns: GridColDef<Order>[] = [
  // Always the first level: not offered for grouping in the menus, grouped from the initial state.
  { field: 'region', headerName: 'Region', width: 130, groupable: false },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingFixedCriterion() {
  const gridRef = useGridName('Orders grouped by region, then by what users choose');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region'] } }}
        hideFooter
      />
    </Box>
  );
}
