import './data/license';
import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import type { Order } from './data/generate';
import { groupedOrdersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

type Failure = { message: string; groupId: string };

export default function ServerSideRowGroupingErrors() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Orders grouped on the server by region and category');
  const [failing, setFailing] = React.useState(true);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  // Read by getRows at call time, so the data source itself never changes.
  const failingRef = React.useRef(failing);
  React.useEffect(() => {
    failingRef.current = failing;
  }, [failing]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      ...groupedOrdersDataSource,
      // The regions always load; what is inside a region fails while the switch is on.
      getRows: (params) =>
        failingRef.current && params.groupKeys?.length === 1
          ? Promise.reject(new Error(`The categories of ${params.groupKeys[0]} didn't load.`))
          : groupedOrdersDataSource.getRows(params),
    }),
    [],
  );

  const retry = () => {
    if (failure) {
      // Fetches the group's children again and expands it when they arrive.
      apiRef.current.unstable_dataSource.fetchRows(failure.groupId);
    }
    setFailure(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />
        }
        label="Make requests for a region's categories fail"
      />
      {failure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          ref={gridRef}
          apiRef={apiRef}
          experimentalFeatures={{ ariaV8: true }}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={null}
          unstable_onDataSourceError={(error, params) => {
            // The pretend server gives each group row the id "key/key/…" of its path.
            setFailure({ message: error.message, groupId: (params.groupKeys ?? []).join('/') });
          }}
          initialState={{ rowGrouping: { model: ['region', 'category'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
