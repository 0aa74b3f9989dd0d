import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(80, 83);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function StateSaveRestore() {
  const gridRef = useGridName('Employees whose view state can be saved');
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current.exportState())}
        >
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => saved && apiRef.current.restoreState(saved)}
        >
          Restore view
        </Button>
        <Typography variant="body2" color="text.secondary">
          Sort, filter or hide columns, save, change things, then restore.
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
      {saved && (
        <Box
          component="pre"
          sx={{
            margin: 0,
            fontSize: 12,
            maxHeight: 120,
            overflow: 'auto',
            bgcolor: 'action.hover',
            padding: 1,
          }}
          tabIndex={0}
          aria-label="Saved state"
        >
          {JSON.stringify(saved, null, 2)}
        </Box>
      )}
    </Stack>
  );
}
