import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const allRows = generateOrders(30, 68);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A custom loading overlay: a thin bar at the top and a sentence, over the rows.
function RefreshingOverlay() {
  return (
    <GridOverlay
      sx={{ alignItems: 'stretch', justifyContent: 'flex-start', flexDirection: 'column' }}
    >
      <LinearProgress aria-label="Loading orders" />
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography
          variant="body2"
          component="p"
          sx={{ paddingInline: 2, paddingBlock: 0.5, bgcolor: 'background.paper', borderRadius: 1 }}
        >
          Fetching the latest orders…
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlaysCustomLoading() {
  const gridRef = useGridName('Orders with a custom loading overlay');
  const [loading, setLoading] = React.useState(false);
  const [count, setCount] = React.useState(10);
  const rows = React.useMemo(() => allRows.slice(0, count), [count]);

  React.useEffect(() => {
    if (!loading) return undefined;
    // A pretend request: five more orders arrive after 1.5 seconds.
    const timer = setTimeout(() => {
      setCount((value) => Math.min(value + 5, allRows.length));
      setLoading(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" disabled={loading} onClick={() => setLoading(true)}>
          Refresh
        </Button>
        {/* The overlay is not announced; this status line is. */}
        <Typography variant="body2" component="p" role="status" sx={{ margin: 0 }}>
          {loading ? 'Refreshing…' : `${count} orders loaded.`}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: RefreshingOverlay }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
