import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const allRows = generateOrders(40, 12);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function LayoutMinMaxHeight() {
  const gridRef = useGridName('Open orders');
  const [count, setCount] = React.useState(2);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.max(c - 5, 0))}>
          Remove 5 orders
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((c) => Math.min(c + 5, 40))}
        >
          Add 5 orders
        </Button>
        <Typography variant="body2" aria-live="polite">
          {count} orders
        </Typography>
      </Stack>
      {/* Grows with its rows between 200 px and 400 px, then scrolls inside. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid ref={gridRef} rows={allRows.slice(0, count)} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
