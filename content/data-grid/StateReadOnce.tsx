import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 101);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function StateReadOnce() {
  const gridRef = useGridName('Orders to pick for a pick list');
  const apiRef = useGridApiRef();
  const [pickList, setPickList] = React.useState('');

  // Read at the click, from outside the grid: no subscription, no re-render on every change.
  const makePickList = () => {
    const listed = gridFilteredSortedRowEntriesSelector(apiRef).map(
      (entry) => (entry.model as Order).orderNumber,
    );
    setPickList(
      listed.length === 0
        ? 'No order is listed.'
        : `${listed.length} orders, in this order: ${listed.join(', ')}`,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          initialState={{
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[10]}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={makePickList}>
          Make a pick list
        </Button>
        <Typography variant="body2" role="status">
          {pickList}
        </Typography>
      </Stack>
    </Stack>
  );
}
