import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, headerClassName: 'key-header' },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Annual salary in dollars', type: 'number', width: 130 },
];

export default function HeaderStyled() {
  const gridRef = useGridName('Employees with styled column headers');
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .key-header': { backgroundColor: 'action.selected' },
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.3 },
      }}
    >
      {/* A taller header row lets long titles wrap onto two lines. */}
      <DataGrid ref={gridRef} rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
