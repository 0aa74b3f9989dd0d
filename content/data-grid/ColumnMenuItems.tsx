import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 130 },
];

// Keep sorting and filtering, drop the column-management items.
function CompactColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function ColumnMenuItems() {
  const gridRef = useGridName('Employees with a trimmed column menu');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ columnMenu: CompactColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
