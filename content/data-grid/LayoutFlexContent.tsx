import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const allRows = generateEmployees(8);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
];

export default function LayoutFlexContent() {
  const gridRef = useGridName('Team members');
  const [count, setCount] = React.useState(3);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.min(c + 1, 8))}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((c) => Math.max(c - 1, 0))}>
          Remove a row
        </Button>
      </Stack>
      {/* A column flex parent with no height: the grid is as tall as its rows. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid ref={gridRef} rows={allRows.slice(0, count)} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
