import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPageSizeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(1000, 61);
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 130 },
];

export default function ScrollingApi() {
  const gridRef = useGridName('Orders scrolled from buttons');
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState('250');
  const [pending, setPending] = React.useState<number | null>(null);

  // Runs after the grid has rendered the right page.
  React.useEffect(() => {
    if (pending === null) return;
    // The row at this position in the order the grid shows now (after sorting and filtering),
    // which is also the index scrollToIndexes expects.
    const rowId = gridExpandedSortedRowIdsSelector(apiRef)[pending];
    if (rowId !== undefined) {
      apiRef.current.scrollToIndexes({ rowIndex: pending, colIndex: 0 });
      apiRef.current.setCellFocus(rowId, 'id');
    }
    setPending(null);
  }, [pending, apiRef]);

  const goTo = () => {
    const visibleCount = gridExpandedSortedRowIdsSelector(apiRef).length;
    if (visibleCount === 0) return;
    const rowIndex = Math.min(Math.max(Number(target) - 1, 0), visibleCount - 1);
    // The free grid paginates: open the row's page first.
    apiRef.current.setPage(Math.floor(rowIndex / gridPageSizeSelector(apiRef)));
    setPending(rowIndex);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Row number"
          type="number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={goTo}>
          Go to row
        </Button>
        <Button onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}>Back to top</Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
