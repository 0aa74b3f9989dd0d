import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(12, 86);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function StyleBorders() {
  const gridRef = useGridName('Orders with optional vertical borders');
  const [cellBorders, setCellBorders] = React.useState(true);
  const [headerBorders, setHeaderBorders] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={cellBorders}
              onChange={(event) => setCellBorders(event.target.checked)}
            />
          }
          label="Cell borders (showCellVerticalBorder)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={headerBorders}
              onChange={(event) => setHeaderBorders(event.target.checked)}
            />
          }
          label="Header borders (showColumnVerticalBorder)"
        />
      </FormGroup>
      <Box sx={{ height: 320, marginBlockStart: 1 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={headerBorders}
          hideFooter
        />
      </Box>
    </Box>
  );
}
