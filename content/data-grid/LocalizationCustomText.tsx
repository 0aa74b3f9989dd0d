import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 60);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function LocalizationCustomText() {
  const gridRef = useGridName('Orders with custom interface text');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* Override single strings to match your product's vocabulary. */}
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        localeText={{
          toolbarFilters: 'Narrow down',
          toolbarColumns: 'Show fields',
          noRowsLabel: 'No orders',
          footerRowSelected: (count) =>
            count === 1 ? '1 order picked' : `${count.toLocaleString()} orders picked`,
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
