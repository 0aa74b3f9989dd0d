import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import SearchOff from '@mui/icons-material/SearchOff';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';
import { generateOrders, type Order } from './data/generate';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];
const rows = generateOrders(20, 51);

function NoOrders() {
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Inbox color="action" fontSize="large" aria-hidden />
      <Typography variant="body2">
        No orders yet. They will appear here as customers check out.
      </Typography>
    </Stack>
  );
}

function NoMatches() {
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <SearchOff color="action" fontSize="large" aria-hidden />
      <Typography variant="body2">No order matches this filter.</Typography>
    </Stack>
  );
}

export default function OverlaysEmpty() {
  const emptyRef = useGridName('Orders, none loaded');
  const filteredRef = useGridName('Orders filtered to no match');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 260, flex: 1, minWidth: 0 }}>
        <DataGrid
          ref={emptyRef}
          rows={[]}
          columns={columns}
          slots={{ noRowsOverlay: NoOrders }}
          hideFooter
        />
      </Box>
      <Box sx={{ height: 260, flex: 1, minWidth: 0 }}>
        <DataGrid
          ref={filteredRef}
          rows={rows}
          columns={columns}
          slots={{ noResultsOverlay: NoMatches }}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'customer', operator: 'contains', value: 'Zorro' }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
