import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(120, 76);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingCustomColumn() {
  const gridRef = useGridName('Orders by customer, with order numbers in the grouping column');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        groupingColDef={{
          headerName: 'Customer / order',
          width: 260,
          // Leaf rows show their order number in the grouping column instead of nothing.
          leafField: 'orderNumber',
          // No "(3)" after each customer's name.
          hideDescendantCount: true,
        }}
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { orderNumber: false, customer: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
