import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(50, 66);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  // An identifier: adding them up or averaging them means nothing.
  { field: 'id', headerName: 'Staff no.', type: 'number', width: 110, aggregable: false },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  // Ratings can be compared, but a sum of ratings is not a rating.
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
];

export default function AggregationRestricted() {
  const gridRef = useGridName('Employees with average rating and total salary');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        sx={{ '& .MuiDataGrid-footerCell': { color: 'text.primary' } }}
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { salary: 'sum', rating: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
