import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(90, 76);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function PaginationFromCode() {
  const gridRef = useGridName('Orders, paged from the buttons above');
  const apiRef = useGridApiRef();
  // Selectors called outside the grid read the state once, at the click: no subscription.
  const lastPage = () => Math.max(gridPageCountSelector(apiRef) - 1, 0);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current.setPage(Math.min(gridPageSelector(apiRef) + 2, lastPage()))}
        >
          Skip two pages
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPage(lastPage())}>
          Last page
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current.setPaginationModel({ page: 0, pageSize: 25 })}
        >
          25 a page, from the start
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
