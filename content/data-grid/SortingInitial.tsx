import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 22);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  // Sorting this column makes no sense to readers, so it can't be sorted.
  { field: 'email', headerName: 'Email', width: 240, sortable: false },
];

export default function SortingInitial() {
  const gridRef = useGridName('Employees with an initial sort');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        sortingOrder={['desc', 'asc']}
        hideFooter
      />
    </Box>
  );
}
