import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 5);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowClassName() {
  const gridRef = useGridName('Orders styled by status');
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .refunded': { color: 'text.secondary', textDecoration: 'line-through' },
      }}
    >
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => (row.status === 'Refunded' ? 'refunded' : '')}
        hideFooter
      />
    </Box>
  );
}
