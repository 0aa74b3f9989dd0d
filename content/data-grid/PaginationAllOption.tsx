import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(140, 87);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PaginationAllOption() {
  const gridRef = useGridName('Orders with an All page-size option');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        pagination
        // -1 means "every row on one page"; the label is what the menu shows.
        pageSizeOptions={[20, 50, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 20, page: 0 } } }}
      />
    </Box>
  );
}
