import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 82);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Says which filters hide everything, and offers the way out.
function NoMatchesOverlay() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const words = filterModel.quickFilterValues?.filter(Boolean) ?? [];
  // The overlay renders inside the element with role="grid", which may only own rows: a row with
  // one cell keeps the button reachable and the grid's structure valid for screen readers.
  return (
    <Stack role="row" sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Stack role="gridcell" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" component="p" sx={{ margin: 0 }}>
          {words.length ? `No one matches "${words.join(' ')}".` : 'No one matches these filters.'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
        >
          Clear filters and search
        </Button>
      </Stack>
    </Stack>
  );
}

export default function OverlaysClearFilters() {
  const gridRef = useGridName('Employees with a clear-filters overlay');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar, noResultsOverlay: NoMatchesOverlay }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['zanzibar'] } } }}
      />
    </Box>
  );
}
