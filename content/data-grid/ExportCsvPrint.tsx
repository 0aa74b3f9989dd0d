import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 45);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  // Useful on screen, useless in a file: left out of exports.
  { field: 'status', headerName: 'Status', width: 110, disableExport: true },
];

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ fileName: 'orders', delimiter: ';', utf8WithBom: true }}
        printOptions={{ hideFooter: true, hideToolbar: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportCsvPrint() {
  const gridRef = useGridName('Orders to export as CSV or print');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportToolbar }}
        hideFooter
      />
    </Box>
  );
}
