import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(500, 110);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function PaginationPro() {
  const gridRef = useGridName('Orders, 250 per page');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* The Pro grid scrolls through all rows unless `pagination` is set. */}
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
        pageSizeOptions={[50, 250, 500]}
      />
    </Box>
  );
}
