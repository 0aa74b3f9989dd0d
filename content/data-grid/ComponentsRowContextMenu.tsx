import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const initialRows = generateOrders(15, 81);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

interface MenuState {
  rowId: number;
  anchor: HTMLElement;
  // Where the pointer was; null when the menu was opened from the keyboard.
  position: { top: number; left: number } | null;
}

export default function ComponentsRowContextMenu() {
  const gridRef = useGridName('Orders with a row context menu');
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<MenuState | null>(null);
  const [message, setMessage] = React.useState('');

  // The row slot's element carries data-id. The contextmenu event also comes from the keyboard
  // (the Menu key, or Shift+F10), with no pointer position: the menu then opens at the row.
  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const fromKeyboard = event.button !== 2 && event.clientX === 0 && event.clientY === 0;
    setMenu({
      rowId: Number(event.currentTarget.dataset.id),
      anchor: event.currentTarget,
      position: fromKeyboard ? null : { top: event.clientY, left: event.clientX },
    });
  };
  const close = () => setMenu(null);

  const row = rows.find((candidate) => candidate.id === menu?.rowId);
  const markShipped = () => {
    if (row) {
      setRows((previous) =>
        previous.map((order) => (order.id === row.id ? { ...order, status: 'Shipped' } : order)),
      );
      setMessage(`${row.orderNumber} marked as shipped.`);
    }
    close();
  };
  const remove = () => {
    if (row) {
      setRows((previous) => previous.filter((order) => order.id !== row.id));
      setMessage(`${row.orderNumber} removed.`);
    }
    close();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ marginBlock: 0, minHeight: '1.5em' }}
      >
        {message}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          slotProps={{
            row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } },
          }}
          hideFooter
        />
      </Box>
      <Menu
        open={menu !== null}
        onClose={close}
        anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={menu?.position ?? undefined}
        anchorEl={menu?.anchor}
        MenuListProps={{ 'aria-label': row ? `Actions for ${row.orderNumber}` : 'Row actions' }}
      >
        <MenuItem onClick={markShipped} disabled={row?.status === 'Shipped'}>
          Mark as shipped
        </MenuItem>
        <MenuItem onClick={remove}>Remove</MenuItem>
      </Menu>
    </Box>
  );
}
