import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(80, 26);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
];

export default function FilteringInitial() {
  const gridRef = useGridName('Employees with an initial filter');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>=', value: 100000 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
