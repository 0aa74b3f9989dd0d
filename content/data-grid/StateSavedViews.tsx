import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(50, 90);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Each view holds one part of the state; restoring it leaves the other parts as they are.
const VIEWS: { label: string; state: GridInitialState }[] = [
  {
    label: 'Pending only',
    state: {
      filter: {
        filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Pending' }] },
      },
    },
  },
  { label: 'Largest first', state: { sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } } },
  {
    label: 'Fewer columns',
    state: { columns: { columnVisibilityModel: { product: false, country: false } } },
  },
  {
    label: 'Reset all three',
    state: {
      filter: { filterModel: { items: [] } },
      sorting: { sortModel: [] },
      columns: { columnVisibilityModel: {} },
    },
  },
];

export default function StateSavedViews() {
  const gridRef = useGridName('Orders shown through saved views');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {VIEWS.map((view) => (
          <Button
            key={view.label}
            size="small"
            onClick={() => apiRef.current.restoreState(view.state)}
          >
            {view.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
