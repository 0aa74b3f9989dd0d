import './data/license';
import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ServerSideDataErrors() {
  const gridRef = useGridName('Orders from a data source that can fail');
  const apiRef = useGridApiRef();
  const [offline, setOffline] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // Read by getRows at call time, so the data source itself never changes.
  const offlineRef = React.useRef(offline);
  React.useEffect(() => {
    offlineRef.current = offline;
  }, [offline]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) =>
        offlineRef.current
          ? Promise.reject(new Error('The order service is unreachable.'))
          : ordersDataSource.getRows(params),
    }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={offline} onChange={(event) => setOffline(event.target.checked)} />
        }
        label="Simulate a server outage (then change page or sort)"
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ height: 380 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          // Without a cache every page change reaches getRows, so the outage shows at once.
          unstable_dataSourceCache={null}
          unstable_onDataSourceError={(reason) => setError(reason.message)}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Stack>
  );
}
