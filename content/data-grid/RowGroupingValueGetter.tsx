import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(200, 80);
const quarter = (date: Date) => `Q${Math.floor(date.getMonth() / 3) + 1} ${date.getFullYear()}`;

const columns: GridColDef<Order>[] = [
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 130,
    // Rows are grouped by quarter; the cells still show and sort by the full date.
    groupingValueGetter: (value: Date) => quarter(value),
  },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowGroupingValueGetter() {
  const gridRef = useGridName('Orders grouped by quarter');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['placedAt'] } }}
        hideFooter
      />
    </Box>
  );
}
