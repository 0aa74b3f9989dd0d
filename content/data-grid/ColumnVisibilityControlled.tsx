import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(25);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnVisibilityControlled() {
  const gridRef = useGridName('Orders with columns shown or hidden by switches');
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    unitPrice: false,
    quantity: false,
  });
  const detailed = model.unitPrice !== false && model.quantity !== false;
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={detailed}
            onChange={(event) =>
              setModel({
                ...model,
                unitPrice: event.target.checked,
                quantity: event.target.checked,
              })
            }
          />
        }
        label="Show price breakdown"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
