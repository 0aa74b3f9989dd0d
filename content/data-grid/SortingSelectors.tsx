import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridColumnLookupSelector,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 61);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

// A toolbar that describes the current order in words. Each selector re-renders it only when
// the part of the state it reads changes.
function SortSummary() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const sortedRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);

  const description = sortModel
    .map((item) => {
      const header = columnLookup[item.field]?.headerName ?? item.field;
      return `${header} (${item.sort === 'desc' ? 'descending' : 'ascending'})`;
    })
    .join(', then ');
  const first = sortedRows[0]?.model as Employee | undefined;

  return (
    <GridToolbarContainer sx={{ paddingInline: 1.5, paddingBlock: 1 }}>
      {/* A status region: screen readers announce the new order after each header click. */}
      <Typography variant="body2" component="p" role="status" sx={{ margin: 0 }}>
        {sortModel.length === 0
          ? 'Unsorted (the order rows arrived in).'
          : `Sorted by ${description}.`}
        {first ? ` First row: ${first.name}.` : ''}
      </Typography>
    </GridToolbarContainer>
  );
}

export default function SortingSelectors() {
  const gridRef = useGridName('Employees with the sorted order read by a selector');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: SortSummary }}
        initialState={{ sorting: { sortModel: [{ field: 'startDate', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
