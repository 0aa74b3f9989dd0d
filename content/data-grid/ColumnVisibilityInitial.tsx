import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, hideable: false },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnVisibilityInitial() {
  const gridRef = useGridName('Employees with some columns hidden at start');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ columns: { columnVisibilityModel: { email: false, salary: false } } }}
        hideFooter
      />
    </Box>
  );
}
