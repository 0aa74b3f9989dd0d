import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function LayoutFixedHeight() {
  const gridRef = useGridName('Employees in a fixed-height grid');
  return (
    // The parent decides the height; rows scroll inside the grid.
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
