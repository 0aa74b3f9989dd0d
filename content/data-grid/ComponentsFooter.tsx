import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(120, 53);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// The footer reads the grid's state: the total follows the filters.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const sum = entries.reduce((total, entry) => total + (entry.model as Order).total, 0);
  return (
    <GridFooterContainer sx={{ paddingInlineStart: 2 }}>
      <Typography variant="body2">
        Revenue in view: <strong>{currency.format(sum)}</strong>
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsFooter() {
  const gridRef = useGridName('Orders with a custom footer');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ footer: TotalFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
