import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 95);

// The first operator of a column is the one its empty header filter cell starts with.
const startsWithFirst = [...getGridStringOperators()].sort(
  (a, b) => Number(b.value === 'startsWith') - Number(a.value === 'startsWith'),
);
const atLeastFirst = [...getGridNumericOperators()].sort(
  (a, b) => Number(b.value === '>=') - Number(a.value === '>='),
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 150, filterOperators: startsWithFirst },
  { field: 'customer', headerName: 'Customer', width: 180 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 120,
    filterOperators: atLeastFirst,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    filterOperators: atLeastFirst,
  },
];

export default function HeaderFiltersStartOperators() {
  const gridRef = useGridName('Orders with header filters that start on chosen operators');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro ref={gridRef} rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
