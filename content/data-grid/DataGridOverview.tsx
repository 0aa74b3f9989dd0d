import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Order {
  id: number;
  customer: string;
  placedAt: Date;
  status: 'Paid' | 'Pending' | 'Refunded';
  total: number;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'placedAt',
    headerName: 'Placed',
    type: 'date',
    width: 130,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 120,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

const rows: Order[] = [
  {
    id: 1,
    customer: 'Amara Okafor',
    placedAt: new Date(2024, 10, 2),
    status: 'Paid',
    total: 129.5,
  },
  {
    id: 2,
    customer: 'Lukas Becker',
    placedAt: new Date(2024, 10, 3),
    status: 'Pending',
    total: 48,
  },
  {
    id: 3,
    customer: 'Sofía Herrera',
    placedAt: new Date(2024, 10, 3),
    status: 'Paid',
    total: 312.2,
  },
  {
    id: 4,
    customer: 'Hiroshi Tanaka',
    placedAt: new Date(2024, 10, 5),
    status: 'Refunded',
    total: 75,
  },
  { id: 5, customer: 'Noor Haddad', placedAt: new Date(2024, 10, 6), status: 'Paid', total: 990 },
  {
    id: 6,
    customer: 'Ethan Walsh',
    placedAt: new Date(2024, 10, 8),
    status: 'Pending',
    total: 18.99,
  },
  {
    id: 7,
    customer: 'Priya Raman',
    placedAt: new Date(2024, 10, 9),
    status: 'Paid',
    total: 154.75,
  },
  {
    id: 8,
    customer: 'Mateus Costa',
    placedAt: new Date(2024, 10, 11),
    status: 'Paid',
    total: 61.4,
  },
];

export default function DataGridOverview() {
  const gridRef = useGridName('Recent customer orders');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'placedAt', sort: 'desc' }] } }}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
