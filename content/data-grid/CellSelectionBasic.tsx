import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 43);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function CellSelectionBasic() {
  const gridRef = useGridName('Order lines with cell range selection');
  const [model, setModel] = React.useState<GridCellSelectionModel>({});
  // Sum every selected numeric cell, like a spreadsheet's status bar.
  let count = 0;
  let sum = 0;
  for (const [id, fields] of Object.entries(model)) {
    const row = rows.find((r) => String(r.id) === id);
    for (const [field, selected] of Object.entries(fields)) {
      const value = row?.[field as keyof Order];
      if (selected && typeof value === 'number') {
        count += 1;
        sum += value;
      }
    }
  }
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {count
          ? `${count} numbers selected · sum ${sum.toFixed(2)}`
          : 'Drag across cells, or Shift+click, to select a range.'}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          ref={gridRef}
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
