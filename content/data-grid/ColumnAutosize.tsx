import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 7);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 90 },
  { field: 'email', headerName: 'Email', width: 90 },
  { field: 'role', headerName: 'Role', width: 90 },
];

export default function ColumnAutosize() {
  const gridRef = useGridName('Employees with autosized columns');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true })
        }
      >
        Fit columns to content
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
