import './data/license';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListColDef } from '@mui/x-data-grid-pro';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(8, 75);
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 120 },
];

// In list view, one column renders the whole row.
const listColumn: GridListColDef<Employee> = {
  field: 'contact',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{row.name.slice(0, 1)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.role} · {row.city}
        </Typography>
      </Box>
    </Stack>
  ),
};

export default function ListViewContacts() {
  const gridRef = useGridName('Contacts');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 380 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={60}
        ref={gridRef}
        // One column as wide as the grid: nothing to scroll sideways.
        sx={{ '& .MuiDataGrid-virtualScroller': { overflowX: 'hidden' } }}
        hideFooter
      />
    </Box>
  );
}
