import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(12, 46);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function ExportApi() {
  const gridRef = useGridName('Employees exported from buttons');
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setCsv(apiRef.current.getDataAsCsv({ fields: ['name', 'email'] }))}
      >
        Show names and emails as CSV
      </Button>
      <Box sx={{ height: 260 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <TextField
        label="CSV output"
        multiline
        minRows={3}
        maxRows={6}
        value={csv}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
