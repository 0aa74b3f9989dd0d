import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Delivery {
  id: number;
  customer: string;
  method: 'Pickup' | 'Courier';
  address: string;
}

const rows: Delivery[] = [
  { id: 1, customer: 'Ines Moreau', method: 'Pickup', address: '' },
  { id: 2, customer: 'Kwame Asante', method: 'Courier', address: '14 Rue des Lilas, Lyon' },
  { id: 3, customer: 'Sun-hee Park', method: 'Pickup', address: '' },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'customer', headerName: 'Customer', width: 150, editable: true },
  {
    field: 'method',
    headerName: 'Delivery',
    type: 'singleSelect',
    valueOptions: ['Pickup', 'Courier'],
    width: 120,
    editable: true,
  },
  {
    field: 'address',
    headerName: 'Address',
    description: 'Required for courier deliveries',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Runs again whenever another field of the row changes, with that field's new value in
    // otherFieldsProps: switching to "Courier" flags an empty address at once.
    preProcessEditCellProps: ({ props, otherFieldsProps }) => {
      const method = otherFieldsProps?.method?.value as Delivery['method'] | undefined;
      const missing = method === 'Courier' && !String(props.value ?? '').trim();
      return { ...props, error: missing };
    },
  },
];

export default function RecipeEditingConditionalValidation() {
  const gridRef = useGridName('Deliveries with conditional address validation');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" sx={{ marginBlockStart: 0 }}>
        Double-click a row (or press Enter on it) to edit, then Enter to save. A courier delivery
        without an address can&apos;t be saved: the address turns red until it is filled in.
      </Typography>
      <Box
        sx={{
          height: 280,
          '& .Mui-error': { backgroundColor: 'error.main', color: 'error.contrastText' },
        }}
      >
        <DataGrid ref={gridRef} rows={rows} columns={columns} editMode="row" hideFooter />
      </Box>
    </Box>
  );
}
