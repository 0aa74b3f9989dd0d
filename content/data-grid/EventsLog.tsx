import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 81);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function EventsLog() {
  const gridRef = useGridName('Employees whose events are logged below');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((prev) => [entry, ...prev].slice(0, 8));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 320, flex: 1, minWidth: 0 }}>
        <DataGrid
          ref={gridRef}
          rows={rows}
          columns={columns}
          onCellClick={(params) => add(`cellClick: ${params.field} of row ${params.id}`)}
          onColumnHeaderClick={(params) => add(`columnHeaderClick: ${params.field}`)}
          onRowDoubleClick={(params) => add(`rowDoubleClick: ${params.row.name}`)}
          onSortModelChange={(model) => add(`sortModelChange: ${JSON.stringify(model)}`)}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ width: { sm: 260 }, padding: 1.5 }}>
        <Typography variant="subtitle2" component="p">
          Latest events
        </Typography>
        <List dense aria-live="polite">
          {log.length === 0 ? (
            <ListItem disableGutters>Click, double-click or sort.</ListItem>
          ) : (
            log.map((entry, index) => (
              <ListItem
                key={`${index}-${entry}`}
                disableGutters
                sx={{ fontFamily: 'monospace', fontSize: 12 }}
              >
                {entry}
              </ListItem>
            ))
          )}
        </List>
      </Paper>
    </Stack>
  );
}
