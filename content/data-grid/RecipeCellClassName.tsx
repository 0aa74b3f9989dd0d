import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 11);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    cellClassName: ({ value }) => (value >= 500 ? 'large-order' : ''),
  },
];

export default function RecipeCellClassName() {
  const gridRef = useGridName('Orders with highlighted totals');
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .large-order': { fontWeight: 700, color: 'success.main' },
      }}
    >
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
