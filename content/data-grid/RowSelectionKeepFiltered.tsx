import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 63);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function RowSelectionKeepFiltered() {
  const gridRef = useGridName('Orders to select and search');
  const [keep, setKeep] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 2, 3]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="Keep rows the search hides"
        />
        <Typography variant="body2" role="status">
          {selection.length} selected: {selection.length > 0 ? selection.join(', ') : 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          keepNonExistentRowsSelected={keep}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
