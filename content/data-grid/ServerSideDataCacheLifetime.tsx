import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
} from '@mui/x-data-grid-pro';
import type { Order } from './data/generate';
import { ordersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Created once: a cache made during render would start empty on every render.
const CACHES: Record<string, GridDataSourceCache | null> = {
  default: new GridDataSourceCacheDefault({}),
  short: new GridDataSourceCacheDefault({ ttl: 10_000 }),
  none: null,
};

export default function ServerSideDataCacheLifetime() {
  const gridRef = useGridName('Orders fetched with a chosen cache lifetime');
  const labelId = React.useId();
  const [choice, setChoice] = React.useState('short');
  const [requests, setRequests] = React.useState(0);

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
      <FormControl>
        <FormLabel id={labelId}>Keep answers for</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <FormControlLabel value="default" control={<Radio />} label="5 minutes (default)" />
          <FormControlLabel value="short" control={<Radio />} label="10 seconds" />
          <FormControlLabel value="none" control={<Radio />} label="No cache" />
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" role="status">
        Requests sent: {requests}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={CACHES[choice]}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Stack>
  );
}
