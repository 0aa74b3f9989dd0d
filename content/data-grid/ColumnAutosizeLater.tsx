import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email' },
  { field: 'role', headerName: 'Role' },
  { field: 'city', headerName: 'City' },
];

export default function ColumnAutosizeLater() {
  const gridRef = useGridName('Employees, columns sized after the rows arrive');
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [status, setStatus] = React.useState('Loading employees…');

  // A pretend request: the rows arrive one second after the grid mounts.
  React.useEffect(() => {
    const timer = setTimeout(() => setRows(generateEmployees(25, 98)), 1000);
    return () => clearTimeout(timer);
  }, []);

  // Once those rows are on screen, fit the columns to them. Autosizing measures the cells the grid
  // has drawn, and the grid draws new rows a few renders after they arrive: called at once, it
  // would fit the columns to their headers alone. So it waits, frame by frame, for the first row.
  React.useEffect(() => {
    if (rows.length === 0) return undefined;
    let frame = 0;
    const fitOnceDrawn = () => {
      if (!apiRef.current.getRowElement(rows[0]!.id)) {
        frame = requestAnimationFrame(fitOnceDrawn);
        return;
      }
      apiRef.current
        .autosizeColumns({ includeHeaders: true, includeOutliers: true })
        .then(() => setStatus('Columns fitted to the loaded rows.'));
    };
    frame = requestAnimationFrame(fitOnceDrawn);
    return () => cancelAnimationFrame(frame);
  }, [rows, apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={rows.length === 0}
          // Placeholder rows while there are none: the default spinner is a progress bar without
          // an accessible name.
          slotProps={{ loadingOverlay: { noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
