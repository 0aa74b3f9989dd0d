import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(150, 36);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 160,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 140 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 160 },
];

export default function HeaderFilters() {
  const gridRef = useGridName('Employees with header filters');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro ref={gridRef} rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
