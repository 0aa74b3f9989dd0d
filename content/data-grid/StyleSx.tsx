import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 55);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function StyleSx() {
  const gridRef = useGridName('Employees styled with sx');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          border: 0,
          [`& .${gridClasses.columnHeaders}`]: {
            borderBlockEnd: `2px solid ${theme.palette.primary.main}`,
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.08),
          },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}
