import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 48);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function ClipboardCopy() {
  const gridRef = useGridName('Employees to copy to the clipboard');
  const [pasted, setPasted] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid ref={gridRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <TextField
        label="Paste here to see what was copied"
        multiline
        minRows={3}
        fullWidth
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        sx={{ marginBlockStart: 1 }}
      />
    </Box>
  );
}
