import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 58);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function StyleRecipeStatus() {
  const gridRef = useGridName('Orders with status chips');
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        // A coloured bar at the row's start edge: mirrors in right-to-left layouts.
        '& .status-Pending': {
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}`,
        },
        '& .status-Refunded': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}` },
        '[dir="rtl"] & .status-Pending': {
          boxShadow: (theme) => `inset -4px 0 0 ${theme.palette.warning.main}`,
        },
        '[dir="rtl"] & .status-Refunded': {
          boxShadow: (theme) => `inset -4px 0 0 ${theme.palette.error.main}`,
        },
      }}
    >
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        getRowClassName={({ row }) => `status-${row.status}`}
        hideFooter
      />
    </Box>
  );
}
