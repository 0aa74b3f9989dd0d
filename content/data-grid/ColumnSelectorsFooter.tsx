import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 67);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

// Defined columns vs visible columns, both read from the grid's state.
function HiddenColumnsFooter() {
  const apiRef = useGridApiContext();
  const all = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const visibleFields = new Set(visible.map((col) => col.field));
  const hidden = all.filter((col) => !visibleFields.has(col.field));
  return (
    <GridFooterContainer sx={{ paddingInline: 1.5 }}>
      <Typography variant="body2" component="p" sx={{ margin: 0 }}>
        {`${visible.length} of ${all.length} columns shown.`}
        {hidden.length > 0
          ? ` Hidden: ${hidden.map((col) => col.headerName ?? col.field).join(', ')}.`
          : ''}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnSelectorsFooter() {
  const gridRef = useGridName('Employees with a footer that lists visible columns');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar, footer: HiddenColumnsFooter }}
        initialState={{ columns: { columnVisibilityModel: { country: false, remote: false } } }}
      />
    </Box>
  );
}
