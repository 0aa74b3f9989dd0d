import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { Order } from './data/generate';
import { queryOrders } from './data/fakeServer';
import { useGridName } from './data/gridName';

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
  const gridRef = useGridName('Orders filtered on the server with every operator');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'customer', operator: 'startsWith', value: 'Mei' }],
  });
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

  // Filtering, sorting and paging all happen on the server: the grid only shows the page it gets.
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
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          // A new filter starts again at the first page of the new result.
          setPagination((previous) => ({ ...previous, page: 0 }));
        }}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[25, 50]}
        filterDebounceMs={300}
      />
    </Box>
  );
}
