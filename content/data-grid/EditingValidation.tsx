import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(20, 20);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'email',
    headerName: 'Email (must contain @)',
    width: 260,
    editable: true,
    // While `error` is true the cell shows an error state and can't be saved.
    preProcessEditCellProps: ({ props }) => ({
      ...props,
      error: !String(props.value).includes('@'),
    }),
  },
  {
    field: 'rating',
    headerName: 'Rating (1–5)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({
      ...props,
      error: !(Number(props.value) >= 1 && Number(props.value) <= 5),
    }),
  },
];

export default function EditingValidation() {
  const gridRef = useGridName('Employees with validated email and rating');
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .Mui-error': { backgroundColor: 'error.main', color: 'error.contrastText' },
      }}
    >
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        isCellEditable={({ row }) => row.department !== 'Finance'}
        hideFooter
      />
    </Box>
  );
}
