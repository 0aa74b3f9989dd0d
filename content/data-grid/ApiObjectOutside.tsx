import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 79);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ApiObjectOutside() {
  const gridRef = useGridName('Employees controlled from buttons outside the grid');
  // A ref to the grid's API, usable anywhere in this component.
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.sortColumn('salary', 'desc')}
        >
          Top earners first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'department', operator: 'equals', value: 'Design' }],
            })
          }
        >
          Only design
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
