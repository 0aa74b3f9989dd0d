import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(60, 97);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function Report({
  initialState,
  onClose,
}: {
  initialState: GridInitialState | undefined;
  onClose: (state: GridInitialState) => void;
}) {
  const gridRef = useGridName('Orders report');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        // Take the view before the grid goes away.
        onClick={() => onClose(apiRef.current.exportState())}
      >
        Close the report
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Read once, when this grid mounts.
          initialState={initialState}
          pageSizeOptions={[10, 25]}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
    </Stack>
  );
}

export default function StateReopen() {
  const [open, setOpen] = React.useState(true);
  const [saved, setSaved] = React.useState<GridInitialState>({
    pagination: { paginationModel: { pageSize: 10 } },
  });
  if (open) {
    return (
      <Report
        initialState={saved}
        onClose={(state) => {
          setSaved(state);
          setOpen(false);
        }}
      />
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        The report is closed. Its view was kept: {saved.sorting?.sortModel?.length ?? 0} sort
        rule(s), {saved.filter?.filterModel?.items.length ?? 0} filter(s), page{' '}
        {(saved.pagination?.paginationModel?.page ?? 0) + 1}.
      </Typography>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        Reopen the report
      </Button>
    </Stack>
  );
}
