import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(20, 73);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  // Placing the checkbox column definition yourself moves it; here it is last and wider.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 100 },
];

export default function RowSelectionCheckboxEnd() {
  const gridRef = useGridName('Orders to ship');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} checkboxSelection hideFooter />
    </Box>
  );
}
