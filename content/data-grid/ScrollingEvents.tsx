import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(100, 62);
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function ScrollingEvents() {
  const gridRef = useGridName('Employees with a scroll position readout');
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState({ first: 0, last: 0 });

  React.useEffect(
    () =>
      // `renderedRowsIntervalChange` fires when the set of rendered rows changes while scrolling.
      apiRef.current.subscribeEvent(
        'renderedRowsIntervalChange',
        ({ firstRowIndex, lastRowIndex }) => setRange({ first: firstRowIndex, last: lastRowIndex }),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        Rendering rows {range.first + 1}–{range.last} of {rows.length} (the visible ones plus a
        small buffer)
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(range.last / rows.length) * 100}
        aria-label="Scroll progress"
        sx={{ marginBlock: 1 }}
      />
      <Box sx={{ height: 320 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
