import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridFilteredDescendantRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowCountProps,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// The default footer counts top-level rows, which are the groups once rows are grouped.
function OrdersAndGroups({ visibleRowCount: groups }: GridRowCountProps) {
  const apiRef = useGridApiContext();
  const orders = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <Box sx={{ paddingInline: 2 }}>
      {orders} {orders === 1 ? 'order' : 'orders'} in {groups} {groups === 1 ? 'group' : 'groups'}
    </Box>
  );
}

const rows = generateOrders(50, 61);
const columns: GridColDef<Order>[] = [
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RecipeGroupingFooterCount() {
  const gridRef = useGridName('Orders by status, with a count of orders in the footer');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        slots={{ footerRowCount: OrdersAndGroups }}
        initialState={{ rowGrouping: { model: ['status'] } }}
      />
    </Box>
  );
}
