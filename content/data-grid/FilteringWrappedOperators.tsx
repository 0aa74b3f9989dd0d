import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterItem,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 79);

// Users type thousands ("95" for 95,000), as the column displays them.
function toUnits(value: GridFilterItem['value']): GridFilterItem['value'] {
  if (value === undefined || value === null || value === '') return value;
  if (Array.isArray(value)) return value.map((entry) => Number(entry) * 1000);
  return Number(value) * 1000;
}

// The built-in number operators, each wrapped: same names, same inputs, scaled value.
const thousandsOperators: GridFilterOperator[] = getGridNumericOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (item, column) =>
    operator.getApplyFilterFn({ ...item, value: toUnits(item.value) }, column),
  InputComponentProps: { ...operator.InputComponentProps, label: 'Value (thousands)' },
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary (k$)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value / 1000}k`,
    filterOperators: thousandsOperators,
  },
];

export default function FilteringWrappedOperators() {
  const gridRef = useGridName('Employees with wrapped filter operators');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>=', value: 120 }] } },
        }}
      />
    </Box>
  );
}
