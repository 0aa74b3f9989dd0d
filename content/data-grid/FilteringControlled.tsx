import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { generateOrders, ORDER_STATUSES, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(80, 27);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
];

export default function FilteringControlled() {
  const gridRef = useGridName('Orders with a controlled filter');
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });
  const active = model.items[0]?.field === 'status' ? model.items[0].value : undefined;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', marginBlockEnd: 1 }}>
        {['All', ...ORDER_STATUSES].map((status) => (
          <Chip
            key={status}
            label={status}
            color={(active ?? 'All') === status ? 'primary' : 'default'}
            onClick={() =>
              setModel({
                items: status === 'All' ? [] : [{ field: 'status', operator: 'is', value: status }],
              })
            }
          />
        ))}
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          filterModel={model}
          onFilterModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
