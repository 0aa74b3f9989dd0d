import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbar,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Order } from './data/generate';
import { queryOrders } from './data/fakeServer';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ServerSideFiltering() {
  const gridRef = useGridName('Orders filtered on the server');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [pagination, setPagination] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [data, setData] = React.useState<{ rows: Order[]; rowCount: number }>({
    rows: [],
    rowCount: 0,
  });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    queryOrders({ filterModel, sortModel, ...pagination }).then((result) => {
      if (active) {
        setData(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel, sortModel, pagination]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={data.rows}
        rowCount={data.rowCount}
        columns={columns}
        loading={loading}
        filterMode="server"
        sortingMode="server"
        paginationMode="server"
        onFilterModelChange={setFilterModel}
        onSortModelChange={setSortModel}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[25, 50]}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
