import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 142);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function FilteringOutsideSearch() {
  const gridRef = useGridName('People directory');
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('');
  const [count, setCount] = React.useState(rows.length);

  // The search box sits in the page header, far from the grid: it writes the quick filter values.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: text.split(' ').filter(Boolean) }),
    [text],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ marginBlockEnd: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label="Search people"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Typography variant="body2" aria-live="polite">
          {count} of {rows.length} people
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onStateChange={() => setCount(gridFilteredTopLevelRowCountSelector(apiRef))}
          hideFooter
        />
      </Box>
    </Box>
  );
}
