import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 64);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false },
  { field: 'email', headerName: 'Email', width: 220, description: 'Work address' },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 160, description: 'Job title' },
  { field: 'city', headerName: 'City', width: 120, description: 'Office location' },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ComponentsColumnsPanel() {
  const gridRef = useGridName('Employees with a customised columns panel');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{
          columnsManagement: {
            // The panel lists columns A to Z instead of in grid order.
            sort: 'asc',
            // The name column can't be hidden (hideable: false), so the panel doesn't list it.
            getTogglableColumns: (cols) =>
              cols.filter((col) => col.field !== 'name').map((col) => col.field),
            // The search also matches the header's description ("office" finds City).
            searchPredicate: (col, search) =>
              `${col.headerName ?? col.field} ${col.description ?? ''}`
                .toLowerCase()
                .includes(search.toLowerCase()),
            disableResetButton: true,
          },
        }}
        initialState={{ columns: { columnVisibilityModel: { email: false } } }}
        hideFooter
      />
    </Box>
  );
}
