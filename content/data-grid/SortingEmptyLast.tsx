import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  destination: string;
  daysToArrival: number | null;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SHP-4410', carrier: 'Nordline', destination: 'Rotterdam', daysToArrival: 3 },
  { id: 2, reference: 'SHP-4411', carrier: 'Bluewake', destination: 'Lagos', daysToArrival: null },
  { id: 3, reference: 'SHP-4412', carrier: 'Nordline', destination: 'Gdańsk', daysToArrival: 1 },
  { id: 4, reference: 'SHP-4413', carrier: 'Kestrel Air', destination: 'Osaka', daysToArrival: 6 },
  { id: 5, reference: 'SHP-4414', carrier: 'Bluewake', destination: 'Santos', daysToArrival: 12 },
  {
    id: 6,
    reference: 'SHP-4415',
    carrier: 'Kestrel Air',
    destination: 'Denver',
    daysToArrival: null,
  },
  { id: 7, reference: 'SHP-4416', carrier: 'Nordline', destination: 'Tallinn', daysToArrival: 2 },
  { id: 8, reference: 'SHP-4417', carrier: 'Bluewake', destination: 'Mombasa', daysToArrival: 9 },
];

// Shipments without an estimate stay at the bottom whichever way the column is sorted. With
// getSortComparator the grid does not reverse the result for 'desc': the comparator does it, and
// leaves the empty values out of the reversal.
function emptyLast(direction: GridSortDirection): GridComparatorFn<number | null> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return sign * gridNumberComparator(a, b, paramsA, paramsB);
  };
}

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Shipment', width: 120 },
  // The carrier column only sorts A to Z and back to unsorted.
  { field: 'carrier', headerName: 'Carrier', width: 130, sortingOrder: ['asc', null] },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'daysToArrival',
    headerName: 'Days to arrival',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => (value === null ? 'No estimate' : value),
    getSortComparator: emptyLast,
  },
];

export default function SortingEmptyLast() {
  const gridRef = useGridName('Shipments with empty values sorted last');
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'daysToArrival', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
