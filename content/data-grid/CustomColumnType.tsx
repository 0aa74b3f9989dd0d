import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30);

// A reusable "money" column type: number behaviour plus formatting and a class for styling.
const usd: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value),
  cellClassName: 'money',
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'unitPrice', headerName: 'Unit price', ...usd },
  { field: 'total', headerName: 'Total', ...usd },
];

export default function CustomColumnType() {
  const gridRef = useGridName('Orders with a custom currency column type');
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .money': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
      }}
    >
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
