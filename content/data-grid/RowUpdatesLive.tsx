import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createRandom, PRODUCTS } from './data/generate';
import { useGridName } from './data/gridName';

interface StockRow {
  id: number;
  product: string;
  stock: number;
}

const rows: StockRow[] = PRODUCTS.map((item, index) => ({
  id: index + 1,
  product: item.product,
  stock: 40,
}));
const columns: GridColDef<StockRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function RowUpdatesLive() {
  const gridRef = useGridName('Live stock levels');
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const random = createRandom(42);
    const timer = setInterval(() => {
      const id = 1 + Math.floor(random() * rows.length);
      const row = apiRef.current.getRow<StockRow>(id);
      if (!row) return;
      // Only the changed row is sent; the grid merges it into the existing one.
      apiRef.current.updateRows([
        { id, stock: Math.max(0, row.stock + Math.floor(random() * 9) - 5) },
      ]);
    }, 400);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRunning((r) => !r)}
      >
        {running ? 'Stop updates' : 'Start live updates'}
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
