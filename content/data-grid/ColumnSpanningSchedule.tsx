import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Slot {
  id: number;
  room: string;
  '09:00': string;
  '10:00': string;
  '11:00': string;
  '12:00': string;
}

const HOURS = ['09:00', '10:00', '11:00', '12:00'] as const;

const rows: Slot[] = [
  {
    id: 1,
    room: 'Atlas',
    '09:00': 'Design review',
    '10:00': 'Design review',
    '11:00': 'Free',
    '12:00': 'Lunch talk',
  },
  {
    id: 2,
    room: 'Borealis',
    '09:00': 'Hiring panel',
    '10:00': 'Hiring panel',
    '11:00': 'Hiring panel',
    '12:00': 'Free',
  },
  { id: 3, room: 'Cedar', '09:00': 'Free', '10:00': 'Stand-up', '11:00': 'Free', '12:00': 'Free' },
];

// A meeting that continues into the next hour spans those columns instead of repeating.
const columns: GridColDef<Slot>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  ...HOURS.map((hour, index): GridColDef<Slot> => ({
    field: hour,
    headerName: hour,
    width: 140,
    sortable: false,
    colSpan: (value, row) => {
      let span = 1;
      while (index + span < HOURS.length && row[HOURS[index + span]!] === value && value !== 'Free')
        span += 1;
      return span;
    },
  })),
];

export default function ColumnSpanningSchedule() {
  const gridRef = useGridName('Meeting room schedule by hour');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        disableColumnMenu
        hideFooter
        showCellVerticalBorder
      />
    </Box>
  );
}
