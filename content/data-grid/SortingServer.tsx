import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Order } from './data/generate';
import { queryOrders } from './data/fakeServer';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  // The pretend server can't order by status: no header click asks it to.
  { field: 'status', headerName: 'Status', width: 110, sortable: false },
];

export default function SortingServer() {
  const gridRef = useGridName('Orders sorted on the server');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'placedAt', sort: 'desc' },
  ]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryOrders({ filterModel: { items: [] }, sortModel, ...paginationModel }).then((result) => {
      // A newer sort or page replaced this request: drop its answer.
      if (!active) return;
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel, paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        loading={loading}
        rowCount={rowCount}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
