import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders } from './data/generate';
import { useGridName } from './data/gridName';

const orders = generateOrders(60, 14);
type Row = {
  id: number | string;
  orderNumber: string;
  customer: string;
  quantity: number;
  total: number;
};

const rows: Row[] = orders;
const totals: Row = {
  id: 'totals',
  orderNumber: 'Total',
  customer: `${orders.length} orders`,
  quantity: orders.reduce((sum, order) => sum + order.quantity, 0),
  total: Math.round(orders.reduce((sum, order) => sum + order.total, 0)),
};

const columns: GridColDef<Row>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const pinnedRows = { bottom: [totals] };

export default function RowPinningTotals() {
  const gridRef = useGridName('Orders with a pinned totals row');
  return (
    <Box
      sx={{ height: 360, width: '100%', '& .MuiDataGrid-pinnedRows--bottom': { fontWeight: 600 } }}
    >
      <DataGridPro ref={gridRef} rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
