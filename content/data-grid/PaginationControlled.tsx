import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(95, 114);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function PaginationControlled() {
  const gridRef = useGridName('Orders, controlled pages');
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setModel({ ...model, page: 0 })}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={() => setModel({ ...model, page: 9 })}>
          Last page
        </Button>
        <Typography variant="body2" aria-live="polite">
          page {model.page + 1}, {model.pageSize} per page
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
