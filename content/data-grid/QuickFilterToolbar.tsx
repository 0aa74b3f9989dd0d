import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(100, 32);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function QuickFilterToolbar() {
  const gridRef = useGridName('Employees with a quick filter');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['engineer', 'berlin'] } },
        }}
        hideFooter
      />
    </Box>
  );
}
