import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(15, 92);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// The sort items of the column menu say what the order means for each type of column.
const localeText: Partial<GridLocaleText> = {
  columnMenuSortAsc: (colDef) => {
    if (colDef.type === 'number') return 'Lowest first';
    if (colDef.type === 'date' || colDef.type === 'dateTime') return 'Oldest first';
    return 'A to Z';
  },
  columnMenuSortDesc: (colDef) => {
    if (colDef.type === 'number') return 'Highest first';
    if (colDef.type === 'date' || colDef.type === 'dateTime') return 'Newest first';
    return 'Z to A';
  },
  footerRowSelected: (count) =>
    count === 1 ? '1 employee selected' : `${count} employees selected`,
};

export default function LocalizationSortLabels() {
  const gridRef = useGridName('Employees with sort labels by column type');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} localeText={localeText} />
    </Box>
  );
}
