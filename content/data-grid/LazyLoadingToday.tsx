import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFetchRowsParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// The "server" has 5,000 orders; the grid knows the count but loads rows only as they scroll into view.
const server = generateOrders(5000, 77);
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

function compareBy(field: string, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: Order, b: Order) => {
    const left = a[field as keyof Order];
    const right = b[field as keyof Order];
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right));
  };
}

export default function LazyLoadingToday() {
  const gridRef = useGridName('Orders loaded lazily');
  const apiRef = useGridApiRef();
  const initialRows = React.useMemo(() => server.slice(0, 50), []);

  // The "server" sorts by the model the grid sends, then returns the requested range.
  const handleFetchRows = React.useCallback(
    ({ firstRowToRender, lastRowToRender, sortModel }: GridFetchRowsParams) => {
      const [sort] = sortModel;
      const sorted = sort?.sort ? [...server].sort(compareBy(sort.field, sort.sort)) : server;
      setTimeout(() => {
        apiRef.current.unstable_replaceRows(
          firstRowToRender,
          sorted.slice(firstRowToRender, lastRowToRender + 1),
        );
      }, 300);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        apiRef={apiRef}
        rows={initialRows}
        rowCount={server.length}
        columns={columns}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        sortingMode="server"
        filterMode="server"
        // This pretend server doesn't filter, so the grid offers no filters.
        disableColumnFilter
        hideFooterPagination
      />
    </Box>
  );
}
