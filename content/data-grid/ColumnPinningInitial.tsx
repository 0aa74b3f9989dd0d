import './data/license';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MailOutline from '@mui/icons-material/MailOutline';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(40);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  {
    field: 'contact',
    headerName: 'Contact',
    width: 90,
    sortable: false,
    renderCell: ({ row, tabIndex }) => (
      <IconButton
        size="small"
        href={`mailto:${row.email}`}
        tabIndex={tabIndex}
        aria-label={`Email ${row.name}`}
      >
        <MailOutline fontSize="small" />
      </IconButton>
    ),
  },
];

export default function ColumnPinningInitial() {
  const gridRef = useGridName('Employees with the name column pinned at start');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['contact'] } }}
        hideFooter
      />
    </Box>
  );
}
