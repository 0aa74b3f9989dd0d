import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';
import type { Order } from './data/generate';
import { ordersDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ServerSideDataSource() {
  const gridRef = useGridName('Orders fetched from a data source');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        columns={columns}
        unstable_dataSource={ordersDataSource}
        pagination
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        disableMultipleColumnsFiltering
      />
    </Box>
  );
}
