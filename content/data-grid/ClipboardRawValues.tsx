import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(10, 81);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 150,
    valueFormatter: (value: Date) => value.toLocaleDateString('en-US', { dateStyle: 'medium' }),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ClipboardRawValues() {
  const gridRef = useGridName('Orders with formatted dates and totals');
  const [raw, setRaw] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Copy raw values (ignoreValueFormatterDuringExport)"
      />
      <Box sx={{ height: 280 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
        />
      </Box>
      <TextField label="Paste here to compare" multiline minRows={3} fullWidth />
    </Stack>
  );
}
