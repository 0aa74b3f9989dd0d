import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 23);

// Statuses sort in the order an order moves through them, not alphabetically.
const lifecycle: readonly string[] = ORDER_STATUSES;

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  {
    field: 'status',
    headerName: 'Status (lifecycle order)',
    width: 200,
    sortComparator: (a: string, b: string) => lifecycle.indexOf(a) - lifecycle.indexOf(b),
  },
  {
    field: 'customer',
    headerName: 'Customer (by last name)',
    flex: 1,
    minWidth: 200,
    sortComparator: (a: string, b: string) =>
      (a.split(' ').at(-1) ?? a).localeCompare(b.split(' ').at(-1) ?? b),
  },
];

export default function SortingComparator() {
  const gridRef = useGridName('Orders with custom sort orders');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'status', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
