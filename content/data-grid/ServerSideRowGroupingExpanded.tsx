import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import type { Order } from './data/generate';
import { groupedOrdersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Open Europe, and the Coffee group inside it, when they first arrive. Every other group waits
// for a click.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node.groupingField === 'region' && node.groupingKey === 'Europe') ||
  (node.groupingField === 'category' &&
    node.groupingKey === 'Coffee' &&
    node.id.toString().startsWith('Europe/'));

export default function ServerSideRowGroupingExpanded() {
  const gridRef = useGridName('Orders grouped on the server, Europe open at the start');
  const [requests, setRequests] = React.useState<string[]>([]);

  // The same pretend server, with a log of the group each request asked for.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      ...groupedOrdersDataSource,
      getRows: (params) => {
        const path = params.groupKeys?.length ? params.groupKeys.join(' › ') : 'top level';
        setRequests((previous) => [...previous, path]);
        return groupedOrdersDataSource.getRows(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {requests.length} {requests.length === 1 ? 'request' : 'requests'}: {requests.join(', ')}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          ref={gridRef}
          experimentalFeatures={{ ariaV8: true }}
          columns={columns}
          unstable_dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['region', 'category'] } }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
