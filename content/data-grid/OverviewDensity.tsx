import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(200);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function OverviewDensity() {
  const gridRef = useGridName('Employees in the chosen density');
  const [density, setDensity] = React.useState<'compact' | 'standard' | 'comfortable'>('standard');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value) => value && setDensity(value)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} density={density} />
      </Box>
    </Stack>
  );
}
