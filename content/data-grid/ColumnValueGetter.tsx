import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    // Not a property of the row: computed, then sorted and filtered like any number.
    field: 'withTax',
    headerName: 'Total incl. 20% tax',
    type: 'number',
    width: 170,
    valueGetter: (_value, row) => Math.round(row.total * 120) / 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'placedAt',
    headerName: 'Month',
    width: 120,
    valueFormatter: (value: Date) => value.toLocaleDateString('en-US', { month: 'long' }),
  },
];

export default function ColumnValueGetter() {
  const gridRef = useGridName('Order lines with computed totals');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
