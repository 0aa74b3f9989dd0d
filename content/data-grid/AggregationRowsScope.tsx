import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 53);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'quantity', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationRowsScope() {
  const gridRef = useGridName('Orders from Asia, with totals');
  const [all, setAll] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
        label="Totals include the rows the filter hides"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
          // In 7.22.3 a new aggregationRowsScope only applies at the next filter or model change:
          // a new key remounts the grid so the totals follow the switch at once.
          key={all ? 'all' : 'filtered'}
          ref={gridRef}
          rows={rows}
          columns={columns}
          aggregationRowsScope={all ? 'all' : 'filtered'}
          initialState={{
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
            filter: {
              filterModel: { items: [{ field: 'region', operator: 'equals', value: 'Asia' }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
