import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40, 59);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function MultiFiltersFixedButtons() {
  const gridRef = useGridName('Staff, with a fixed set of filter conditions');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        slotProps={{
          filterPanel: { disableAddFilterButton: true, disableRemoveAllButton: true },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'salary', operator: '>=', value: 60000 },
                { id: 2, field: 'remote', operator: 'is', value: 'true' },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
