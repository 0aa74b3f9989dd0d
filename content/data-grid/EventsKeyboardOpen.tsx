import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(15, 82);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function EventsKeyboardOpen() {
  const gridRef = useGridName('Orders that open with a click or Enter');
  const [opened, setOpened] = React.useState('Nothing opened yet.');

  const open = (order: Order, how: string) =>
    setOpened(`Opened ${order.orderNumber} for ${order.customer} (${how}).`);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => open(params.row, 'click');
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key !== 'Enter' || params.cellMode !== 'view') return;
    event.defaultMuiPrevented = true;
    open(params.row, 'Enter');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {opened}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
