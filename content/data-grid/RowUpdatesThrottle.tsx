import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createRandom } from './data/generate';
import { useGridName } from './data/gridName';

interface Quote {
  id: string;
  price: number;
  change: number;
}

const SYMBOLS = ['ACME', 'BLKT', 'CRNX', 'DLTA', 'EVRG', 'FJRD', 'GLMR', 'HRBR', 'IONQ', 'JUNO'];
const initialRows: Quote[] = SYMBOLS.map((symbol, index) => ({
  id: symbol,
  price: 20 + index * 7.5,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

export default function RowUpdatesThrottle() {
  const gridRef = useGridName('Share prices updated live');
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttle, setThrottle] = React.useState(1000);
  // Our own copy of the prices: with a throttle, the grid's state (apiRef.current.getRow) only
  // catches up at the next refresh, so it can't be the source of the next price.
  const prices = React.useRef(new Map(initialRows.map((row) => [row.id, row.price])));

  React.useEffect(() => {
    if (!running) return undefined;
    const random = createRandom(7);
    // 20 batches a second, each moving three quotes: far more than anyone can read.
    const timer = setInterval(() => {
      const batch = Array.from({ length: 3 }, () => {
        const id = SYMBOLS[Math.floor(random() * SYMBOLS.length)]!;
        const change = Math.round((random() - 0.5) * 100) / 100;
        const price = Math.max(1, (prices.current.get(id) ?? 20) + change);
        prices.current.set(id, price);
        return { id, price, change };
      });
      // Pro: several rows in one call.
      apiRef.current.updateRows(batch);
    }, 50);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="throttle-label">Refresh the rows at most</InputLabel>
          <Select
            labelId="throttle-label"
            label="Refresh the rows at most"
            value={throttle}
            onChange={(event) => setThrottle(Number(event.target.value))}
          >
            <MenuItem value={0}>On every update</MenuItem>
            <MenuItem value={250}>Every 250 ms</MenuItem>
            <MenuItem value={1000}>Every second</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Typography variant="body2" component="p" sx={{ margin: 0 }}>
        Sorted by last change: with a throttle, the order settles between refreshes.
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle}
          initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
