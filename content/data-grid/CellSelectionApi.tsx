import './data/license';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 44);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function CellSelectionApi() {
  const gridRef = useGridName('Employees with cell selection controlled by the API');
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.selectCellRange(
              { id: rows[0]!.id, field: 'salary' },
              { id: rows[4]!.id, field: 'rating' },
            )
          }
        >
          Select salaries and ratings of the first five
        </Button>
        <Button size="small" onClick={() => apiRef.current.setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          hideFooter
        />
      </Box>
    </Stack>
  );
}
