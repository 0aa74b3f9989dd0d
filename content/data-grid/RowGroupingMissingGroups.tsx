import './data/license';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { generateEmployees } from './data/generate';
import { useGridName } from './data/gridName';

// Contractors have no manager: their `manager` is null, so they are not put in a group.
const managers = ['Ines Duarte', 'Kwame Mensah', null] as const;
const rows = generateEmployees(24, 82).map((person, index) => ({
  id: person.id,
  name: person.name,
  role: person.role,
  manager: managers[index % managers.length],
}));
type Person = (typeof rows)[number];

const columns: GridColDef<Person>[] = [
  { field: 'manager', headerName: 'Manager', width: 160 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
];

export default function RowGroupingMissingGroups() {
  const gridRef = useGridName('People grouped by manager');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['manager'] } }}
        hideFooter
      />
    </Box>
  );
}
