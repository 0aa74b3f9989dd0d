import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  gridExpandedRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 80);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Inside a slot, the API comes from context: no ref to pass down.
function PendingToolbar() {
  const apiRef = useGridApiContext();
  const visible = useGridSelector(apiRef, gridExpandedRowCountSelector);
  return (
    <GridToolbarContainer sx={{ gap: 1 }}>
      <Button
        size="small"
        onClick={() =>
          apiRef.current.setFilterModel({
            items: [{ field: 'status', operator: 'equals', value: 'Pending' }],
          })
        }
      >
        Show pending
      </Button>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Show all
      </Button>
      <Box component="span" sx={{ marginInlineStart: 'auto', paddingInlineEnd: 1, fontSize: 14 }}>
        {visible} rows
      </Box>
    </GridToolbarContainer>
  );
}

export default function ApiObjectInside() {
  const gridRef = useGridName('Orders with a status action driven by the API object');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: PendingToolbar }}
        hideFooter
      />
    </Box>
  );
}
