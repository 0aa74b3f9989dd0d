import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 79);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function RowSelectionApi() {
  const gridRef = useGridName('Orders');
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected yet.');

  const selectStatus = (status: Order['status']) => {
    const ids = rows.filter((row) => row.status === status).map((row) => row.id);
    // `resetSelection: true` replaces the selection instead of adding to it.
    apiRef.current.selectRows(ids, true, true);
    setSummary(`${apiRef.current.getSelectedRows().size} ${status.toLowerCase()} orders selected.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => selectStatus('Pending')}>
          Select pending
        </Button>
        <Button size="small" variant="outlined" onClick={() => selectStatus('Shipped')}>
          Select shipped
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setRowSelectionModel([]);
            setSummary('Selection cleared.');
          }}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {summary}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Box>
  );
}
