import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 80);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ApiObjectDisabledFeatures() {
  const gridRef = useGridName('Employees, sorted and filtered only by the buttons');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'department', operator: 'equals', value: 'Engineering' }],
            })
          }
        >
          Engineering only
        </Button>
        <Button size="small" onClick={() => apiRef.current.sortColumn('salary', 'desc')}>
          Highest salary first
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setFilterModel({ items: [] });
            apiRef.current.setSortModel([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Stack>
  );
}
