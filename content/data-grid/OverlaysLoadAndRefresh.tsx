import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function OverlaysLoadAndRefresh() {
  const gridRef = useGridName('Orders, loaded and refreshed on request');
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(false);
  const round = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // A pretend request: new orders after 1.5 seconds.
  const load = () => {
    setLoading(true);
    round.current += 1;
    const seed = 96 + round.current;
    timer.current = setTimeout(() => {
      setRows(generateOrders(15, seed));
      setLoading(false);
    }, 1500);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          {rows.length === 0 ? 'Load orders' : 'Refresh'}
        </Button>
        <Button size="small" onClick={() => setRows([])} disabled={loading || rows.length === 0}>
          Empty the grid
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
