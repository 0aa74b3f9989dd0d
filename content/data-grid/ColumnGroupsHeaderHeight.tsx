import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

type Match = {
  id: number;
  team: string;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
};

const rows: Match[] = [
  { id: 1, team: 'Harbour City', won: 14, drawn: 5, lost: 3, scored: 41, conceded: 18 },
  { id: 2, team: 'Riverside Athletic', won: 12, drawn: 6, lost: 4, scored: 37, conceded: 21 },
  { id: 3, team: 'Northgate Rovers', won: 11, drawn: 4, lost: 7, scored: 33, conceded: 27 },
  { id: 4, team: 'Old Mill United', won: 8, drawn: 7, lost: 7, scored: 29, conceded: 30 },
];

const columns: GridColDef<Match>[] = [
  { field: 'team', headerName: 'Team', width: 170 },
  { field: 'won', headerName: 'Won', type: 'number', width: 80 },
  { field: 'drawn', headerName: 'Drawn', type: 'number', width: 80 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 80 },
  { field: 'scored', headerName: 'For', type: 'number', width: 80 },
  { field: 'conceded', headerName: 'Against', type: 'number', width: 90 },
];

const groups: GridColumnGroupingModel = [
  {
    groupId: 'results',
    headerName: 'Results',
    children: [{ field: 'won' }, { field: 'drawn' }, { field: 'lost' }],
  },
  { groupId: 'goals', headerName: 'Goals', children: [{ field: 'scored' }, { field: 'conceded' }] },
];

export default function ColumnGroupsHeaderHeight() {
  const gridRef = useGridName('League table');
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        columnGroupingModel={groups}
        columnHeaderHeight={56}
        columnGroupHeaderHeight={32}
        hideFooter
      />
    </Box>
  );
}
