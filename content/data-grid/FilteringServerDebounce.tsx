import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { Order } from './data/generate';
import { queryOrders } from './data/fakeServer';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function FilteringServerDebounce() {
  const gridRef = useGridName('Orders searched on the server');
  const labelId = React.useId();
  const [debounceMs, setDebounceMs] = React.useState(500);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 20,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setRequests((count) => count + 1);
    queryOrders({ filterModel, sortModel: [], ...paginationModel }).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [filterModel, paginationModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2">
        Wait after the last keystroke (filterDebounceMs): {debounceMs} ms
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={debounceMs}
        min={0}
        max={1000}
        step={250}
        marks
        onChange={(_event, value) => setDebounceMs(value as number)}
        sx={{ maxWidth: 360 }}
      />
      <Typography variant="body2" role="status">
        {requests} {requests === 1 ? 'request' : 'requests'} sent; {rowCount} matching orders.
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // A new search starts from its first page.
            setPaginationModel((current) => ({ ...current, page: 0 }));
          }}
          filterDebounceMs={debounceMs}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[20]}
          slots={{ toolbar: SearchToolbar }}
        />
      </Box>
    </Stack>
  );
}
