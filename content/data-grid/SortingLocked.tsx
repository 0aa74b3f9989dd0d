import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 61);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function SortingLocked() {
  const [locked, setLocked] = React.useState(true);
  const gridRef = useGridName('Employees by seniority, oldest hire first');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Lock the seniority order"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'startDate', sort: 'asc' }] } }}
          disableColumnSorting={locked}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
