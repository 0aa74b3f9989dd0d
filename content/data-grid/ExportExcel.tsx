import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 47);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ExportExcel() {
  const gridRef = useGridName('Orders to export to Excel');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* The export menu gains "Download as Excel"; dates and numbers keep their types in the file. */}
      <DataGridPremium
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { excelOptions: { fileName: 'orders' } } }}
        hideFooter
      />
    </Box>
  );
}
