import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import type { Order } from './data/generate';
import { queryOrders } from './data/fakeServer';

// Offer only what the API supports: exact match and prefix.
const supported = getGridStringOperators().filter(
  (op) => op.value === 'equals' || op.value === 'startsWith',
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 130, filterOperators: supported },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, filterOperators: supported },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, filterable: false },
];

export default function ServerSideFilteringOperators() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'customer', operator: 'startsWith', value: 'Mei' }],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryOrders({ filterModel, sortModel: [], page: 0, pageSize: 100 }).then((result) => {
      if (active) {
        setRows(result.rows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        filterDebounceMs={300}
        hideFooter
      />
    </Box>
  );
}
