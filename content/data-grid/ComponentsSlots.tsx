import Box from '@mui/material/Box';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import FilterAlt from '@mui/icons-material/FilterAlt';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30, 54);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

export default function ComponentsSlots() {
  const gridRef = useGridName('Employees with custom slot components');
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      {/* Icons are slots too: swap them for your design system's. */}
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: ArrowUpward,
          columnSortedDescendingIcon: ArrowDownward,
          columnFilteredIcon: FilterAlt,
        }}
        slotProps={{ baseCheckbox: { color: 'secondary' } }}
        checkboxSelection
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
