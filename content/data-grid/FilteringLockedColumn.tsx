import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 83);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, filterable: false },
  { field: 'customer', headerName: 'Customer', width: 160 },
  // Users can't filter on Region, but the starting model below does.
  { field: 'region', headerName: 'Region', width: 130, filterable: false },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilteringLockedColumn() {
  const gridRef = useGridName('Orders from Europe');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Europe' }] },
          },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
