import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(60, 73);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
];

// Each column may appear in one filter row only: a row's column list leaves out the columns that
// other rows already filter by.
const filterColumns = ({ field, columns: all, currentFilters }: FilterColumnsArgs) => {
  const used = currentFilters.map((item) => item.field);
  return all
    .filter(
      (column) => column.filterable && (column.field === field || !used.includes(column.field)),
    )
    .map((column) => column.field);
};

// "Add filter" starts with the first column that has no filter yet. Returning null when every
// column is taken makes the button add nothing.
const getColumnForNewFilter = ({ currentFilters, columns: all }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilteringPanelOptions() {
  const gridRef = useGridName('Employees with a customised filter panel');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" between rows: the logic selector has a single choice.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            getColumnForNewFilter,
            filterFormProps: { filterColumns },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'department', operator: 'equals', value: 'Engineering' }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
