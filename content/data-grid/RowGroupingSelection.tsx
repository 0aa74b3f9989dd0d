import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 88);
const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function RowGroupingSelection() {
  const gridRef = useGridName('Orders by category, selecting a group selects its orders');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const orders = selection.filter((id) => typeof id === 'number');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {orders.length} orders selected
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          ref={gridRef}
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          checkboxSelection
          // Off by default in 7.22.3: a group checkbox selects only the group row.
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['category'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
