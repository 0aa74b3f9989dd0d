import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(150, 35);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// "Needs attention": refunded orders, or any order worth 800 or more, whatever its status.
export default function MultiFiltersOr() {
  const gridRef = useGridName('Orders with filters joined by Or');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.Or,
              items: [
                { id: 1, field: 'status', operator: 'is', value: 'Refunded' },
                { id: 2, field: 'total', operator: '>=', value: 800 },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
