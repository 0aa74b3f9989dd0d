import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 71);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function RowSelectionMultiplePro() {
  const gridRef = useGridName('Offsite invitations');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }} aria-live="polite">
        {selection.length === 0
          ? 'Ctrl-click (⌘-click) or Shift-click rows to invite several people.'
          : `${selection.length} people invited to the offsite`}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          ref={gridRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
