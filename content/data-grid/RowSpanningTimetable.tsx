import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri';
type Slot = { id: number; time: string; lunch?: boolean } & Partial<Record<Day, string>>;

// A double lesson repeats its subject in two rows: row spanning merges them.
const rows: Slot[] = [
  {
    id: 1,
    time: '08:30',
    mon: 'Maths',
    tue: 'Biology',
    wed: 'French',
    thu: 'Maths',
    fri: 'History',
  },
  {
    id: 2,
    time: '09:20',
    mon: 'Maths',
    tue: 'Biology',
    wed: 'Chemistry',
    thu: 'English',
    fri: 'History',
  },
  {
    id: 3,
    time: '10:30',
    mon: 'English',
    tue: 'Art',
    wed: 'Chemistry',
    thu: 'Physics',
    fri: 'Maths',
  },
  {
    id: 4,
    time: '11:20',
    mon: 'Geography',
    tue: 'Art',
    wed: 'Sport',
    thu: 'Physics',
    fri: 'French',
  },
  // One cell across the five days: column spanning.
  { id: 5, time: '12:10', lunch: true, mon: 'Lunch break' },
  {
    id: 6,
    time: '13:10',
    mon: 'Music',
    tue: 'Maths',
    wed: 'Sport',
    thu: 'Computing',
    fri: 'Biology',
  },
];

const days: { field: Day; headerName: string }[] = [
  { field: 'mon', headerName: 'Monday' },
  { field: 'tue', headerName: 'Tuesday' },
  { field: 'wed', headerName: 'Wednesday' },
  { field: 'thu', headerName: 'Thursday' },
  { field: 'fri', headerName: 'Friday' },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  ...days.map<GridColDef<Slot>>(({ field, headerName }) => ({
    field,
    headerName,
    width: 120,
    sortable: false,
    colSpan: field === 'mon' ? (_value, row) => (row.lunch ? days.length : 1) : undefined,
    align: 'center',
    headerAlign: 'center',
  })),
];

export default function RowSpanningTimetable() {
  const gridRef = useGridName('Class 4B timetable');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        disableColumnMenu
        hideFooter
      />
    </Box>
  );
}
