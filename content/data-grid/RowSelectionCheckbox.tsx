import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(50, 41);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowSelectionCheckbox() {
  const gridRef = useGridName('Orders with checkbox selection');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const sum = rows
    .filter((row) => selection.includes(row.id))
    .reduce((total, row) => total + row.total, 0);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {selection.length} selected · {currency.format(sum)}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          // Refunded orders can't be selected for bulk actions.
          isRowSelectable={({ row }) => row.status !== 'Refunded'}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
