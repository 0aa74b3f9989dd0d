import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridApi,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25, 102);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

/** A helper outside any component: it reads the grid through the ref when it is called. */
function selectedTotal(apiRef: React.MutableRefObject<GridApi>, field: string): number {
  let sum = 0;
  apiRef.current.getSelectedRows().forEach((_row, id: GridRowId) => {
    sum += apiRef.current.getCellValue<number | null>(id, field) ?? 0;
  });
  return sum;
}

export default function ApiObjectHelper() {
  const gridRef = useGridName('Employees to add up');
  const apiRef = useGridApiRef();
  const [result, setResult] = React.useState('Select a few employees, then add up.');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setResult(
              `Salaries of the selected employees: ${selectedTotal(apiRef, 'salary').toLocaleString('en-US')}`,
            )
          }
        >
          Add up the selected salaries
        </Button>
        <Typography variant="body2" role="status">
          {result}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Stack>
  );
}
