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

// The "server" has 5,000 orders; the grid knows the count but loads rows only as they scroll into view.
const server = generateOrders(5000, 77);
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function LazyLoadingToday() {
  const apiRef = useGridApiRef();
  const initialRows = React.useMemo(() => server.slice(0, 50), []);

  const handleFetchRows = React.useCallback(
    ({ firstRowToRender, lastRowToRender }: GridFetchRowsParams) => {
      setTimeout(() => {
        apiRef.current.unstable_replaceRows(
          firstRowToRender,
          server.slice(firstRowToRender, lastRowToRender + 1),
        );
      }, 300);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        rowCount={server.length}
        columns={columns}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        sortingMode="server"
        filterMode="server"
        hideFooterPagination
      />
    </Box>
  );
}
