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

const rows = generateEmployees(60, 52);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
];

function TeamToolbar() {
  return (
    <GridToolbarContainer sx={{ paddingInline: 1.5, paddingBlock: 1, gap: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ marginInlineEnd: 'auto' }}>
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
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: TeamToolbar }} hideFooter />
    </Box>
  );
}
