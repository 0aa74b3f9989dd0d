import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 75);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  // Numbers read best right-aligned, with their header over them.
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  // Short codes centred, header included.
  { field: 'status', headerName: 'Status', width: 110, align: 'center', headerAlign: 'center' },
];

export default function StyleHeaderBackground() {
  const gridRef = useGridName('Orders with a tinted header');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars || theme).palette;
          return {
            // An opaque tint of the primary colour over the page background, in both modes.
            '--DataGrid-containerBackground': `color-mix(in srgb, ${palette.primary.main} 14%, ${palette.background.default})`,
            // Pinned columns (Pro) take this one; it defaults to the container background.
            '--DataGrid-pinnedBackground': palette.background.default,
          };
        }}
      />
    </Box>
  );
}
