import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(12, 101);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'role', headerName: 'Role', width: 200, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function EditingEvents() {
  const gridRef = useGridName('Team, with edit events logged');
  const [log, setLog] = React.useState<string[]>([]);
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(false);
  const add = (line: string) => setLog((old) => [line, ...old].slice(0, 4));

  const handleStart: GridEventListener<'cellEditStart'> = (params) =>
    add(`start · ${params.field} of ${params.row.name} · reason: ${params.reason}`);

  const handleStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Clicking outside the cell no longer ends the edit.
      event.defaultMuiPrevented = true;
      add(`stop prevented · reason: ${params.reason}`);
      return;
    }
    add(`stop · ${params.field} · reason: ${params.reason}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepOnFocusOut}
            onChange={(event) => setKeepOnFocusOut(event.target.checked)}
          />
        }
        label="Keep editing when the cell loses focus"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          processRowUpdate={(row) => row}
          hideFooter
        />
      </Box>
      <Box
        component="ol"
        aria-label="Edit events, newest first"
        sx={{ marginBlock: 1, paddingInlineStart: 3 }}
      >
        {log.length === 0 ? (
          <Typography component="li" variant="body2">
            Double-click a cell, press Enter, or start typing on a cell.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography
              component="li"
              variant="body2"
              key={`${index}-${line}`}
              sx={{ fontFamily: 'monospace' }}
            >
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
