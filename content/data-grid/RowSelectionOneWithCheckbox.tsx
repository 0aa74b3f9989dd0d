import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Plan {
  id: string;
  name: string;
  seats: number;
  price: number;
}

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', seats: 3, price: 0 },
  { id: 'team', name: 'Team', seats: 15, price: 49 },
  { id: 'business', name: 'Business', seats: 60, price: 189 },
  { id: 'enterprise', name: 'Enterprise', seats: 500, price: 1200 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'name', headerName: 'Plan', width: 150 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price a month',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value === 0 ? 'Free' : `$${value}`),
  },
];

export default function RowSelectionOneWithCheckbox() {
  const gridRef = useGridName('Subscription plans, choose one');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['team']);
  const chosen = plans.find((plan) => plan.id === selection[0]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {chosen ? `Chosen plan: ${chosen.name}` : 'No plan chosen'}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          rows={plans}
          columns={columns}
          checkboxSelection
          disableMultipleRowSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
