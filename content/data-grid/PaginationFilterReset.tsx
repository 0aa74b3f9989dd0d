import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(120, 87);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function PaginationFilterReset() {
  const gridRef = useGridName('Orders, ten a page, searchable');
  const [backToStart, setBackToStart] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 3,
    pageSize: 10,
  });
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={backToStart}
            onChange={(event) => setBackToStart(event.target.checked)}
          />
        }
        label="Go back to the first page when the search changes"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          onFilterModelChange={() => {
            if (backToStart) setPaginationModel((model) => ({ ...model, page: 0 }));
          }}
          pageSizeOptions={[10]}
          slots={{ toolbar: SearchToolbar }}
        />
      </Box>
    </Stack>
  );
}
