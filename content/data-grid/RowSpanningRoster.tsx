import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Shift {
  id: number;
  day: string;
  shift: string;
  person: string;
}

const people = ['Ines Silva', 'Kwame Mensah', 'Aiko Sato', 'Oskar Berg'];
const rows: Shift[] = ['Monday', 'Tuesday', 'Wednesday'].flatMap((day, d) =>
  ['Morning', 'Afternoon', 'Night'].map((shift, s) => ({
    id: d * 3 + s + 1,
    day,
    shift,
    person: people[(d + s) % people.length]!,
  })),
);

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'shift', headerName: 'Shift', width: 130, rowSpanValueGetter: (_value, row) => row.id },
  {
    field: 'person',
    headerName: 'On call',
    flex: 1,
    minWidth: 150,
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanningRoster() {
  const gridRef = useGridName('On-call roster by day and shift');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
