import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const server = generateOrders(600, 78);
const BATCH = 40;
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function InfiniteLoadingToday() {
  const gridRef = useGridName('Orders loaded while scrolling');
  const [rows, setRows] = React.useState(() => server.slice(0, BATCH));
  const [loading, setLoading] = React.useState(false);

  const loadMore = () => {
    if (loading || rows.length >= server.length) return;
    setLoading(true);
    setTimeout(() => {
      setRows((prev) => [...prev, ...server.slice(prev.length, prev.length + BATCH)]);
      setLoading(false);
    }, 400);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={loadMore}
        scrollEndThreshold={120}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
    </Box>
  );
}
