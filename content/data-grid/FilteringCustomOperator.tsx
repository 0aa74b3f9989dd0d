import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 28);

// "within 10% of": matches salaries close to the entered figure.
const nearOperator: GridFilterOperator<Employee, number> = {
  label: 'within 10% of',
  value: 'near',
  getApplyFilterFn: (item) => {
    const target = Number(item.value);
    if (!item.value || Number.isNaN(target)) return null;
    return (value) => Math.abs(value - target) <= target * 0.1;
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    filterOperators: [nearOperator, ...getGridNumericOperators()],
  },
];

export default function FilteringCustomOperator() {
  const gridRef = useGridName('Employees with a custom salary filter');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: 'near', value: 90000 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
