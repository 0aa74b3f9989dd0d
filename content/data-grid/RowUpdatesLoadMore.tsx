import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// 100 at most: the free grid shows 100 rows per page, and this demo hides the footer.
const all = generateOrders(100, 9);
const PAGE = 25;
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowUpdatesLoadMore() {
  const gridRef = useGridName('Orders with a load-more button');
  const [count, setCount] = React.useState(PAGE);
  const [loading, setLoading] = React.useState(false);
  // The same array until more rows arrive, so toggling `loading` doesn't re-process the rows.
  const rows = React.useMemo(() => all.slice(0, count), [count]);

  const loadMore = () => {
    setLoading(true);
    // Stands in for a request to your API.
    setTimeout(() => {
      setCount((c) => Math.min(c + PAGE, all.length));
      setLoading(false);
    }, 500);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={loadMore}
          disabled={loading || count >= all.length}
        >
          Load {PAGE} more
        </Button>
        <Typography variant="body2" aria-live="polite">
          {count} of {all.length} orders loaded
        </Typography>
      </Stack>
    </Stack>
  );
}
