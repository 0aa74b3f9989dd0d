import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 24);
const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// Department first, then the highest salaries within each department.
const sortModel: GridSortModel = [
  { field: 'department', sort: 'asc' },
  { field: 'salary', sort: 'desc' },
];

export default function SortingMulti() {
  const gridRef = useGridName('Employees sorted on several columns');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel } }}
        hideFooter
      />
    </Box>
  );
}
