import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20);
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  // Shares the free space 2:1 with "role", never narrower than 160 px.
  { field: 'name', headerName: 'Name (flex 2)', flex: 2, minWidth: 160 },
  { field: 'role', headerName: 'Role (flex 1)', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City (fixed, not resizable)', width: 200, resizable: false },
];

export default function ColumnWidthFlex() {
  const gridRef = useGridName('Employees with flexible column widths');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
