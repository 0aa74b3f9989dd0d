import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 52);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

function TeamToolbar() {
  return (
    // The title is plain text, not a heading (a demo adds no entry to the page outline). The
    // toolbar is a named group, so screen readers announce "Team directory" on entering it.
    <GridToolbarContainer
      role="group"
      aria-labelledby="team-directory-title"
      sx={{ paddingInline: 1.5, paddingBlock: 1, gap: 1 }}
    >
      <Typography
        id="team-directory-title"
        variant="subtitle2"
        component="span"
        sx={{ marginInlineEnd: 'auto' }}
      >
        Team directory
      </Typography>
      <GridToolbarFilterButton />
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <Divider orientation="vertical" flexItem />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ComponentsToolbar() {
  const gridRef = useGridName('Employees with a custom toolbar');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: TeamToolbar }}
        hideFooter
      />
    </Box>
  );
}
