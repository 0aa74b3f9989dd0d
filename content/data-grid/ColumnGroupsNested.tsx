import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

// Groups can contain groups: "Line" holds "Item" and "Price".
const grouping: GridColumnGroupingModel = [
  {
    groupId: 'line',
    headerName: 'Order line',
    headerAlign: 'center',
    children: [
      {
        groupId: 'item',
        headerName: 'Item',
        children: [{ field: 'product' }, { field: 'category' }],
      },
      {
        groupId: 'price',
        headerName: 'Price',
        children: [{ field: 'quantity' }, { field: 'unitPrice' }, { field: 'total' }],
      },
    ],
  },
];

export default function ColumnGroupsNested() {
  const gridRef = useGridName('Orders with nested column groups');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        columnGroupingModel={grouping}
        hideFooter
      />
    </Box>
  );
}
