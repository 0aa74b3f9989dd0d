import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Line {
  id: number;
  order: string;
  customer: string;
  item: string;
  quantity: number;
}

// One row per order line; order and customer repeat for each line of the same order.
const rows: Line[] = [
  { id: 1, order: 'ORD-10400', customer: 'Amara Okafor', item: 'Espresso beans 1 kg', quantity: 2 },
  { id: 2, order: 'ORD-10400', customer: 'Amara Okafor', item: 'Ceramic mug set', quantity: 1 },
  { id: 3, order: 'ORD-10401', customer: 'Lukas Becker', item: 'Burr grinder', quantity: 1 },
  { id: 4, order: 'ORD-10402', customer: 'Priya Raman', item: 'Matcha powder', quantity: 3 },
  { id: 5, order: 'ORD-10402', customer: 'Priya Raman', item: 'Travel tumbler', quantity: 2 },
  { id: 6, order: 'ORD-10402', customer: 'Priya Raman', item: 'Glass carafe', quantity: 1 },
  { id: 7, order: 'ORD-10403', customer: 'Noor Haddad', item: 'Earl Grey loose leaf', quantity: 4 },
];

const columns: GridColDef<Line>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 180,
    rowSpanValueGetter: (_value, row) => row.id,
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanningOrders() {
  const gridRef = useGridName('Order lines with spanned order cells');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
