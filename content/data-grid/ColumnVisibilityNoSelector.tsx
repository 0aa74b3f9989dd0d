import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 94);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ColumnVisibilityNoSelector() {
  const gridRef = useGridName('Employees, salary column hidden by the page');
  const [locked, setLocked] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Users can't show or hide columns (disableColumnSelector)"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          disableColumnSelector={locked}
          // Applies either way: the salaries stay hidden unless a user may show them.
          initialState={{ columns: { columnVisibilityModel: { salary: false } } }}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
