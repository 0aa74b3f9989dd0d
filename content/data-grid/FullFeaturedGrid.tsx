import './data/license';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPro, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(1200);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const statusColor = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Refunded: 'default',
} as const;

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    editable: true,
    width: 130,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        label={value}
        color={statusColor[value as Order['status']]}
      />
    ),
  },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 130 },
];

export default function FullFeaturedGrid() {
  const gridRef = useGridName('Order book with Premium features');
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ pinnedColumns: { left: ['__check__', 'orderNumber'] } }}
      />
    </Box>
  );
}
