import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(1000);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'email', headerName: 'Email', width: 250 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

export default function FullFeaturedFreeGrid() {
  const gridRef = useGridName("Employee directory with the free grid's features");
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
