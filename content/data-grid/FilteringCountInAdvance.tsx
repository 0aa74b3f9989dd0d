import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(90, 144);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const modelFor = (status: string): GridFilterModel => ({
  items: status ? [{ field: 'status', operator: 'equals', value: status }] : [],
});

export default function FilteringCountInAdvance() {
  const gridRef = useGridName('Orders by status');
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');
  const filterModel = React.useMemo(() => modelFor(status), [status]);
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // Once the grid is ready, ask it how many rows each filter would keep, without applying it.
  React.useEffect(() => {
    const next: Record<string, number> = {};
    for (const option of ['', ...ORDER_STATUSES]) {
      const lookup = apiRef.current.getFilterState(modelFor(option)).filteredRowsLookup;
      // Rows missing from the lookup pass (with no filter the lookup is empty): count the `false`s.
      const rejected = Object.values(lookup).filter((passes) => passes === false).length;
      next[option] = apiRef.current.getRowsCount() - rejected;
    }
    setCounts(next);
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1, flexWrap: 'wrap', gap: 1 }}>
        {['', ...ORDER_STATUSES].map((option) => (
          <Button
            key={option || 'all'}
            size="small"
            variant={status === option ? 'contained' : 'outlined'}
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {option || 'All'} ({counts[option] ?? '…'})
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
