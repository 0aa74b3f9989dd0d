import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { generateEmployees, type Employee } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'email',
    headerName: 'Email',
    width: 240,
    // `tabIndex` is 0 only while this cell has focus, so the links never add tab stops.
    renderCell: ({ value, tabIndex }) => (
      <Link href={`mailto:${value}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 150,
    renderCell: ({ value, row }) => (
      <Rating readOnly size="small" value={value} aria-label={`${row.name}: ${value} of 5`} />
    ),
  },
  {
    field: 'salary',
    headerName: 'Salary band',
    width: 160,
    renderCell: ({ value }) => (
      <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={(value / 160000) * 100}
          aria-label="Salary relative to the top band"
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
      </Box>
    ),
  },
  {
    field: 'remote',
    headerName: 'Works',
    width: 120,
    renderCell: ({ value }) => (
      <Chip size="small" variant="outlined" label={value ? 'Remote' : 'On site'} />
    ),
  },
];

export default function CustomRenderCell() {
  const gridRef = useGridName('Team directory');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid ref={gridRef} rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
