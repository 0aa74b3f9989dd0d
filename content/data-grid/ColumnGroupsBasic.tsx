import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
];

const grouping: GridColumnGroupingModel = [
  { groupId: 'person', headerName: 'Person', children: [{ field: 'name' }, { field: 'email' }] },
  {
    groupId: 'job',
    headerName: 'Job',
    children: [{ field: 'department' }, { field: 'role' }],
  },
  {
    groupId: 'location',
    headerName: 'Location',
    description: 'Where the person is based',
    children: [{ field: 'city' }, { field: 'country' }],
  },
];

export default function ColumnGroupsBasic() {
  const gridRef = useGridName('Employees with grouped column headers');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        columnGroupingModel={grouping}
        hideFooter
      />
    </Box>
  );
}
