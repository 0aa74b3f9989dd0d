import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25, 62);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function describe(model: GridSortModel) {
  const [item] = model;
  if (!item?.sort) return 'Not sorted: rows keep the order they arrived in.';
  const header = columns.find((column) => column.field === item.field)?.headerName ?? item.field;
  return `Sorted by ${header}, ${item.sort === 'asc' ? 'ascending' : 'descending'}.`;
}

export default function SortingControlled() {
  const gridRef = useGridName('Orders with a sort kept by the page');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'total', sort: 'desc' },
  ]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {describe(sortModel)}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
