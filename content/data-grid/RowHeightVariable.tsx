import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 4);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function RowHeightVariable() {
  const gridRef = useGridName('Orders, unpaid ones in taller rows');
  return (
    <Box sx={{ height: 340, width: '100%', '& .pending': { backgroundColor: 'action.hover' } }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        // Pending orders get more room; other rows use the density's default.
        getRowHeight={({ model }) => (model.status === 'Pending' ? 72 : null)}
        getRowClassName={({ row }) => (row.status === 'Pending' ? 'pending' : '')}
        hideFooter
      />
    </Box>
  );
}
