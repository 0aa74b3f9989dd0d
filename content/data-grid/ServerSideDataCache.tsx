import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import type { Order } from './data/generate';
import { ordersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ServerSideDataCache() {
  const gridRef = useGridName('Orders fetched through a cached data source');
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  // Wraps the data source to count the requests that actually reach the "server".
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequests((count) => count + 1);
        return ordersDataSource.getRows(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          Requests sent: {requests}. Go to page 2 and back: the second visit comes from the cache.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            // fetchRows() alone would answer from the cache: empty it first to really ask again.
            apiRef.current.unstable_dataSource.cache.clear();
            apiRef.current.unstable_dataSource.fetchRows();
          }}
        >
          Refresh
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Stack>
  );
}
