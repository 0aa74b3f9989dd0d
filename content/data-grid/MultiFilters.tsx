import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(150, 34);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function MultiFilters() {
  const gridRef = useGridName('Employees with several filters');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              logicOperator: GridLogicOperator.And,
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'remote', operator: 'is', value: 'true' },
                { id: 3, field: 'salary', operator: '>', value: 90000 },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
