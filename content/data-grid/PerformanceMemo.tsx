import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// Stable references: created once, outside the component.
const rows = generateOrders(5000, 65);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];
const pageSizeOptions = [25, 50, 100];
const initialState = { pagination: { paginationModel: { pageSize: 25 } } };

export default function PerformanceMemo() {
  const gridRef = useGridName('Orders');
  const [clicks, setClicks] = React.useState(0);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setClicks((c) => c + 1)}>
          Re-render the parent
        </Button>
        <Typography variant="body2">
          Parent rendered {clicks + 1} times; the grid keeps its state.
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={pageSizeOptions}
          initialState={initialState}
        />
      </Box>
    </Stack>
  );
}
