import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);

// One column of each type: each gets its own alignment, sorting, filter operators and editor.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name (string)', width: 170 },
  { field: 'salary', headerName: 'Salary (number)', type: 'number', width: 150 },
  { field: 'startDate', headerName: 'Start (date)', type: 'date', width: 140 },
  { field: 'remote', headerName: 'Remote (boolean)', type: 'boolean', width: 150 },
  {
    field: 'department',
    headerName: 'Department (singleSelect)',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 210,
  },
];

export default function ColumnTypes() {
  const gridRef = useGridName('Employees showing one column of each type');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
