import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 42);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function RowSelectionSingle() {
  const gridRef = useGridName('Staff directory');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([rows[0]!.id]);
  const person = rows.find((row) => row.id === selection[0]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 320, flex: 1, minWidth: 0 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper
        variant="outlined"
        aria-live="polite"
        data-testid="selected-person"
        sx={{ padding: 2, width: { sm: 240 } }}
      >
        {person ? (
          <>
            <Typography variant="subtitle1" component="p">
              {person.name}
            </Typography>
            <Typography variant="body2">{person.role}</Typography>
            <Typography variant="body2" color="text.secondary">
              {person.city}, {person.country}
            </Typography>
          </>
        ) : (
          <Typography variant="body2">Select a person to see their card.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
