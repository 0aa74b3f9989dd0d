import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  team: string;
  startYear: number;
  remote: boolean;
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    // A computed column: not in the row data, derived from two fields.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'team', headerName: 'Team', width: 130 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 130 },
];

const teams = ['Platform', 'Design', 'Payments', 'Support'];
const firstNames = [
  'Ines',
  'Jonas',
  'Mei',
  'Kwame',
  'Elena',
  'Tomás',
  'Aiko',
  'Farah',
  'Oskar',
  'Lina',
  'Dev',
  'Chloé',
];
const lastNames = [
  'Silva',
  'Novak',
  'Chen',
  'Mensah',
  'Rossi',
  'Ortega',
  'Sato',
  'Aziz',
  'Berg',
  'Haddad',
  'Patel',
  'Martin',
];

// Deterministic data, so server and client render the same rows.
const rows: Employee[] = firstNames.map((firstName, index) => ({
  id: `emp-${index + 1}`,
  firstName,
  lastName: lastNames[index] ?? '',
  team: teams[index % teams.length] ?? 'Platform',
  startYear: 2015 + ((index * 3) % 10),
  remote: index % 3 !== 0,
}));

export default function GettingStartedGrid() {
  const gridRef = useGridName('Team members');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        density="compact"
      />
    </Box>
  );
}
