import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

// Module augmentation: the footer slot accepts one more prop, so `slotProps.footer.connection`
// type-checks. Optional, because the grid's own default footer never receives it.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    connection?: 'online' | 'offline';
  }
}

const rows = generateOrders(40, 65);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function ConnectionFooter({ connection = 'online' }: GridSlotProps['footer']) {
  const online = connection === 'online';
  return (
    <GridFooterContainer sx={{ paddingInlineStart: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {online ? (
          <CloudDone fontSize="small" color="success" aria-hidden />
        ) : (
          <CloudOff fontSize="small" color="error" aria-hidden />
        )}
        {/* Words, not only a coloured icon, say which state it is. */}
        <Typography variant="body2" component="span">
          {online ? 'Synced with the server' : 'Offline: changes are kept on this device'}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsFooterStatus() {
  const gridRef = useGridName('Orders with status counts in the footer');
  const [online, setOnline] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={online} onChange={(event) => setOnline(event.target.checked)} />}
        label="Connected"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          slots={{ footer: ConnectionFooter }}
          slotProps={{ footer: { connection: online ? 'online' : 'offline' } }}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
