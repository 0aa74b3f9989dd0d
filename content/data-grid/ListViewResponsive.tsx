import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(8, 76);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const listColumn: GridListColDef<Order> = {
  field: 'summary',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        <strong>{row.orderNumber}</strong> · {row.customer}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {row.product} · ${row.total.toFixed(2)}
      </Typography>
    </Stack>
  ),
};

export default function ListViewResponsive() {
  const gridRef = useGridName('Orders');
  // In an app, drive this from a media query (useMediaQuery) to switch on small screens.
  const [list, setList] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={list} onChange={(event) => setList(event.target.checked)} />}
        label="List view"
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: list ? 420 : 'none' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          unstable_listView={list}
          unstable_listColumn={listColumn}
          rowHeight={list ? 58 : 52}
          ref={gridRef}
          // In list view one column fills the grid: nothing to scroll sideways.
          sx={list ? { '& .MuiDataGrid-virtualScroller': { overflowX: 'hidden' } } : undefined}
          hideFooter
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Sorting and filtering still apply in list view.
      </Typography>
    </Box>
  );
}
