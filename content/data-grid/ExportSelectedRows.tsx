import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 90);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      {/* No selection: every filtered row, on every page. Any selection: those rows only. */}
      <GridToolbarExport
        csvOptions={{ fileName: 'selected-orders' }}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportSelectedRows() {
  const gridRef = useGridName('Orders to export');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: Toolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
