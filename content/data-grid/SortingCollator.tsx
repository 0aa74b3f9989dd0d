import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Venue {
  id: number;
  city: string;
  room: string;
  seats: number;
}

const venues: Venue[] = [
  { id: 1, city: 'Örebro', room: 'Hall 10', seats: 400 },
  { id: 2, city: 'Uppsala', room: 'Hall 2', seats: 120 },
  { id: 3, city: 'Ängelholm', room: 'Hall 1', seats: 80 },
  { id: 4, city: 'Zinkgruvan', room: 'Hall 21', seats: 60 },
  { id: 5, city: 'Åre', room: 'Hall 3', seats: 150 },
  { id: 6, city: 'Arvika', room: 'Hall 12', seats: 90 },
];

// Swedish puts Å, Ä and Ö after Z; numeric compares "10" and "2" as numbers.
const swedish = new Intl.Collator('sv');
const numeric = new Intl.Collator('en', { numeric: true });

export default function SortingCollator() {
  const gridRef = useGridName('Venues sorted by city and room');
  const apiRef = useGridApiRef();
  const [custom, setCustom] = React.useState(true);
  const columns = React.useMemo<GridColDef<Venue>[]>(
    () => [
      {
        field: 'city',
        headerName: 'City',
        width: 160,
        // Leave the key out, rather than undefined, to keep the built-in comparator.
        ...(custom && { sortComparator: (a: string, b: string) => swedish.compare(a, b) }),
      },
      {
        field: 'room',
        headerName: 'Room',
        width: 120,
        ...(custom && { sortComparator: (a: string, b: string) => numeric.compare(a, b) }),
      },
      { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
    ],
    [custom],
  );
  // New comparators don't re-sort by themselves: sort again once the grid has the new columns.
  React.useEffect(() => {
    apiRef.current.applySorting?.();
  }, [columns, apiRef]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Swedish order for cities, numeric order for rooms"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          ref={gridRef}
          apiRef={apiRef}
          rows={venues}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'city', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
