import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 29);

// Order numbers are looked up exactly or by prefix; "contains" and "ends with" just add noise.
const orderNumberOperators = getGridStringOperators().filter((operator) =>
  ['equals', 'startsWith'].includes(operator.value),
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 130, filterOperators: orderNumberOperators },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'unitPrice',
    headerName: 'Unit price (not filterable)',
    type: 'number',
    width: 200,
    filterable: false,
  },
];

export default function FilteringRestrictOperators() {
  const gridRef = useGridName('Orders with restricted filter operators');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'orderNumber', operator: 'startsWith', value: 'ORD-104' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
