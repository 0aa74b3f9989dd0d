import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);
const columns: GridColDef<Order>[] = [
  // The identifier stays first: it can't be dragged, and other columns can't be dropped before it.
  { field: 'orderNumber', headerName: 'Order (fixed)', width: 130, disableReorder: true },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ColumnOrderingLocked() {
  const gridRef = useGridName('Orders with a column fixed in first place');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          columns: { orderedFields: ['orderNumber', 'total', 'customer', 'product'] },
        }}
        hideFooter
      />
    </Box>
  );
}
