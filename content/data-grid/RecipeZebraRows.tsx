import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 16);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RecipeZebraRows() {
  const gridRef = useGridName('Orders with striped rows');
  return (
    <Box sx={{ height: 320, width: '100%', '& .odd': { backgroundColor: 'action.hover' } }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        // The index counts visible rows, so the stripes stay regular after sorting or filtering.
        getRowClassName={({ indexRelativeToCurrentPage }) =>
          indexRelativeToCurrentPage % 2 ? 'odd' : ''
        }
        hideFooter
      />
    </Box>
  );
}
