import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(50);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function LayoutFlexParent() {
  const gridRef = useGridName('Orders in a flex parent');
  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', width: '100%' }}>
      <Typography variant="subtitle2" component="p" sx={{ paddingBlock: 1 }}>
        Recent orders
      </Typography>
      {/* flex: 1 and minHeight: 0 let the grid take the space that is left. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
