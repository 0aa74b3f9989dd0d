import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25, 94);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ disableToolbarButton: true }}
        printOptions={{
          fileName: 'Packing list',
          hideToolbar: true,
          hideFooter: true,
          // Only these columns, in this order, on paper.
          fields: ['orderNumber', 'customer', 'quantity'],
          // Landscape pages with narrow margins; the window keeps the page's own styles.
          pageStyle: '@page { size: landscape; margin: 12mm; }',
        }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportPrintStyled() {
  const gridRef = useGridName('Packing list');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        hideFooter
      />
    </Box>
  );
}
