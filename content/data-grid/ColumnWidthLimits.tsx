import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(20, 68);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order (fixed)', width: 130, resizable: false },
  {
    field: 'customer',
    headerName: 'Customer (120–260 px)',
    width: 190,
    minWidth: 120,
    maxWidth: 260,
  },
  { field: 'product', headerName: 'Product (at least 160 px)', width: 210, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnWidthLimits() {
  const gridRef = useGridName('Orders with width limits on their columns');
  const [message, setMessage] = React.useState(
    'Drag a column separator, or double-click it to fit the content.',
  );
  const handleResize = (params: GridColumnResizeParams) => {
    setMessage(`${params.colDef.headerName}: ${Math.round(params.width)} px`);
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleResize}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
