import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(48, 64);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function RowSelectionVisibleOnly() {
  const gridRef = useGridName('Employees, eight a page');
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={visibleOnly}
              onChange={(event) => {
                setVisibleOnly(event.target.checked);
                setSelection([]);
              }}
            />
          }
          label="Select all: current page only"
        />
        <Typography variant="body2" role="status">
          {selection.length} of {rows.length} employees selected
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pagination
          pageSizeOptions={[8]}
          initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        />
      </Box>
    </Stack>
  );
}
