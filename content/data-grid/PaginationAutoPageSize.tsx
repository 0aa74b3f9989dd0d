import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 112);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function PaginationAutoPageSize() {
  const gridRef = useGridName('Staff, as many per page as fit');
  return (
    // Resize the window: the page size follows the space available for rows.
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} autoPageSize />
    </Box>
  );
}
