import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25, 19);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130 },
];

// The built-in functions a number column offers ('size' counts the rows).
const functions = ['sum', 'avg', 'min', 'max', 'size'];

export default function AggregationControlled() {
  const gridRef = useGridName('Orders, with a controlled aggregation');
  const [model, setModel] = React.useState<GridAggregationModel>({ total: 'sum' });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          select
          size="small"
          label="Total column"
          value={model.total ?? ''}
          onChange={(event) => {
            const { total: _previous, ...others } = model;
            setModel(event.target.value ? { ...others, total: event.target.value } : others);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">None</MenuItem>
          {functions.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Typography component="code" variant="body2">
          {JSON.stringify(model)}
        </Typography>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
          ref={gridRef}
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
