import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  {
    field: 'quantity',
    headerName: 'Qty',
    description: 'Number of units in the order',
    type: 'number',
    width: 90,
  },
  {
    field: 'total',
    // Still named for the columns and filter panels, which don't show what renderHeader draws.
    headerName: 'Total',
    type: 'number',
    width: 150,
    renderHeader: () => (
      <Tooltip title="Before tax, in US dollars">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <strong>Total</strong>
          <InfoOutlined fontSize="small" aria-hidden />
        </Box>
      </Tooltip>
    ),
  },
  { field: 'status', headerName: 'Status', width: 120, headerAlign: 'center', align: 'center' },
];

export default function HeaderCustom() {
  const gridRef = useGridName('Orders with custom column headers');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
