import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Club {
  id: number;
  club: string;
  points: number;
  scored: number;
  conceded: number;
}

const rows: Club[] = [
  { id: 1, club: 'Harbour Rovers', points: 41, scored: 44, conceded: 20 },
  { id: 2, club: 'Millbrook Town', points: 38, scored: 35, conceded: 22 },
  { id: 3, club: 'Ashford United', points: 41, scored: 39, conceded: 24 },
  { id: 4, club: 'Queensgate', points: 33, scored: 30, conceded: 29 },
  { id: 5, club: 'Eastvale Athletic', points: 38, scored: 37, conceded: 21 },
  { id: 6, club: 'Kingsmoor', points: 33, scored: 28, conceded: 30 },
  { id: 7, club: 'Northfield City', points: 27, scored: 25, conceded: 31 },
  { id: 8, club: 'Bridgeport', points: 33, scored: 31, conceded: 29 },
];

const goalDifference = (club: Club) => club.scored - club.conceded;

// Points first; equal points are split by goal difference. The cell params give the row ids,
// and through the API object the other fields of each row.
const pointsComparator: GridComparatorFn<number> = (a, b, paramsA, paramsB) => {
  const clubA: Club = paramsA.api.getRow(paramsA.id);
  const clubB: Club = paramsB.api.getRow(paramsB.id);
  return (
    gridNumberComparator(a, b, paramsA, paramsB) ||
    gridNumberComparator(goalDifference(clubA), goalDifference(clubB), paramsA, paramsB)
  );
};

const columns: GridColDef<Club>[] = [
  { field: 'club', headerName: 'Club', width: 170 },
  {
    field: 'points',
    headerName: 'Points',
    type: 'number',
    width: 90,
    sortComparator: pointsComparator,
  },
  {
    field: 'difference',
    headerName: 'Goal difference',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => goalDifference(row),
    valueFormatter: (value: number) => (value > 0 ? `+${value}` : String(value)),
  },
  { field: 'scored', headerName: 'Scored', type: 'number', width: 90 },
];

export default function SortingTieBreak() {
  const gridRef = useGridName('League table');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'points', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
