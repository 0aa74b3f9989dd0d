import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(2000, 66);

// A memoised cell renders again only when its value changes, not on every scroll frame.
const StatusCell = React.memo(function StatusCell({ value }: { value: Order['status'] }) {
  return <Chip size="small" variant="outlined" label={value} />;
});

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    renderCell: (params: GridRenderCellParams<Order, Order['status']>) => (
      <StatusCell value={params.value!} />
    ),
  },
];

export default function PerformanceMemoCell() {
  const gridRef = useGridName('Orders with a memoised status cell');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[100]}
      />
    </Box>
  );
}
