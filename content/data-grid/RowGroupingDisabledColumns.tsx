import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 86);
const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  // Grouping by a unique value makes one group per row: turn it off for these columns.
  { field: 'orderNumber', headerName: 'Order', width: 120, groupable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, groupable: false },
];

export default function RowGroupingDisabledColumns() {
  const gridRef = useGridName('Orders; only Region and Category can be grouped');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region'] } }}
        hideFooter
      />
    </Box>
  );
}
