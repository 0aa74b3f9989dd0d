import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 49);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  { field: 'status', headerName: 'Status', width: 120, editable: true },
];

export default function ClipboardPaste() {
  const gridRef = useGridName('Orders that accept pasted values');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        // Pasted values go through the same path as edits: validate and save them here.
        processRowUpdate={(row: Order) => ({
          ...row,
          quantity: Math.max(0, Math.round(row.quantity)),
        })}
        hideFooter
      />
    </Box>
  );
}
