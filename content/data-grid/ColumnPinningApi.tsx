import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 210 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnPinningApi() {
  const gridRef = useGridName('Orders with columns pinned from a button');
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['orderNumber'] });
  const totalPinned = pinned.right?.includes('total') ?? false;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          setPinned({
            ...pinned,
            [GridPinnedColumnPosition.RIGHT]: totalPinned ? [] : ['total'],
          })
        }
      >
        {totalPinned ? 'Unpin total' : 'Pin total to the right'}
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          pinnedColumns={pinned}
          onPinnedColumnsChange={setPinned}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
