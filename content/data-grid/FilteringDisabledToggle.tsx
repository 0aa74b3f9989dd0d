import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 67);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  // Personal data: nobody should list the staff by salary band.
  {
    field: 'salary',
    headerName: 'Salary (not filterable)',
    type: 'number',
    width: 180,
    filterable: false,
  },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function FilteringDisabledToggle() {
  const gridRef = useGridName('Employees with filtering switched by the page');
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="Turn filtering off (disableColumnFilter)"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          disableColumnFilter={disabled}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
